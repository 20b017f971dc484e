import type { Task } from "graphile-worker";
import { z } from "zod";
import { db } from "../db/client.server.ts";
import { runShopifyImport } from "../app/services/shopify-import.server.ts";

const payloadSchema = z.object({ importId: z.uuid(), userId: z.uuid() });

/** Imports the user's Shopify products as SKUs; enqueued with its shopify_imports row (createShopifyImport). */
export const skusImportShopify: Task = async (payload, helpers) => {
  await runShopifyImport(db(), payloadSchema.parse(payload), { attempt: helpers.job.attempts });
};
