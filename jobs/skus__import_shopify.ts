import type { Task } from "graphile-worker";
import { z } from "zod";
import { db } from "../db/client.server.ts";
import { giveUpShopifyImport, runShopifyImport } from "../app/services/shopify-import.server.ts";
import { giveUpAfterLastTry } from "./give-up.ts";

const payloadSchema = z.object({ importId: z.uuid(), userId: z.uuid() });

/** Imports the user's Shopify products as SKUs; enqueued with its shopify_imports row (createShopifyImport). */
export const skusImportShopify: Task = async (payload, helpers) => {
  const target = payloadSchema.parse(payload);
  await giveUpAfterLastTry(
    helpers,
    () => runShopifyImport(db(), target, { attempt: helpers.job.attempts }),
    (error) => giveUpShopifyImport(db(), target, error),
  );
};
