import type { Task } from "graphile-worker";
import { z } from "zod";
import { db } from "../db/client.server.ts";
import { giveUpShopifyImport, runShopifyImport } from "../app/services/shopify-import.server.ts";

const payloadSchema = z.object({ importId: z.uuid(), userId: z.uuid() });

/** Imports the user's Shopify products as SKUs; enqueued with its shopify_imports row (createShopifyImport). */
export const skusImportShopify: Task = async (payload, helpers) => {
  const target = payloadSchema.parse(payload);
  try {
    await runShopifyImport(db(), target, { attempt: helpers.job.attempts });
  } catch (error) {
    // graphile-worker retries an error with its backoff; after the last try the import must not stay running.
    if (helpers.job.attempts >= helpers.job.max_attempts) await giveUpShopifyImport(db(), target, error);
    throw error;
  }
};
