import type { DB } from "../../db/client.server.ts";
import type { LogLevel } from "../../db/schema.ts";
import { skusFromShopifyProducts } from "../lib/shopify-sku.ts";
import { appendLog } from "../models/logs.server.ts";
import { getStoreCredentials } from "../models/settings.server.ts";
import {
  createShopifyImport,
  finishShopifyImport,
  getShopifyImport,
  recordShopifyImportPage,
  restartShopifyImport,
  ShopifyImportRunningError,
  type ShopifyImport,
  type ShopifyImportPayload,
} from "../models/shopify-imports.server.ts";
import { upsertSkus } from "../models/skus.server.ts";
import { ShopifyRequestError, shopifyProductPages } from "./shopify-products.server.ts";
import { shopifyBaseUrl } from "./shopify-client.server.ts";

// Import from Shopify: started by the SKU page or the API, run by the worker
// (jobs/skus__import_shopify.ts). Progress and the result go to the user's logs
// and to the import's row, which the SKU page shows.

export const STORE_SETTINGS_MISSING = "Store settings are missing: save the shop domain, access token and API version on API Settings first.";

/** Lines about skipped variants per page: enough to act on, without flooding the logs. */
const SKIPPED_LINES_PER_PAGE = 20;

type StartShopifyImportResult =
  | { ok: true; shopifyImport: ShopifyImport }
  | { ok: false; reason: "settings-missing" | "running"; message: string };

/** Checks that the store settings are saved, then records the import and enqueues its task together. */
export async function startShopifyImport(db: DB, userId: string): Promise<StartShopifyImportResult> {
  if (!(await getStoreCredentials(db, userId))) return { ok: false, reason: "settings-missing", message: STORE_SETTINGS_MISSING };
  try {
    return { ok: true, shopifyImport: await createShopifyImport(db, userId) };
  } catch (error) {
    if (error instanceof ShopifyImportRunningError) return { ok: false, reason: "running", message: error.message };
    throw error;
  }
}

/**
 * Pages through the store's products and upserts one SKU per variant, a page per
 * transaction, so that progress shows while it runs. Failures the user can fix end
 * the import as failed with their reason; only a failure to record that is thrown
 * (and the worker tries again).
 */
export async function runShopifyImport(
  db: DB,
  { importId, userId }: ShopifyImportPayload,
  { attempt = 1, firstBackoffMs }: { attempt?: number; firstBackoffMs?: number } = {},
): Promise<void> {
  const scope = { id: importId, userId };
  const current = await getShopifyImport(db, scope);
  if (!current || current.status !== "running") return;
  const log = (level: LogLevel, message: string, context: Record<string, unknown> = {}) =>
    appendLog(db, { userId, level, message, jobId: importId, context: { shopifyImportId: importId, ...context } });

  if (attempt > 1) {
    await restartShopifyImport(db, scope);
    await log("warn", `Shopify import restarted (attempt ${attempt})`);
  }

  const totals = { created: 0, updated: 0, derived: 0, skipped: 0, pages: 0 };
  try {
    const store = await getStoreCredentials(db, userId);
    if (!store) throw new ShopifyRequestError(STORE_SETTINGS_MISSING);
    await log("info", `Shopify import started from ${shopifyBaseUrl(store.shopDomain)}`, { shop: store.shopDomain, apiVersion: store.apiVersion });

    const seen = new Set<string>();
    const pages = shopifyProductPages(store, {
      firstBackoffMs,
      onRetry: ({ status, reason, waitMs, attempt: retry, url }) =>
        log("warn", `${reason}; retrying in ${(waitMs / 1000).toFixed(1)} s`, { url, status, retry }),
    });
    for await (const page of pages) {
      const { skus, derived, skipped } = skusFromShopifyProducts(page.products, seen);
      const { created, updated } = await upsertSkus(db, userId, skus);
      await recordShopifyImportPage(db, scope, { created, updated, derived });
      totals.created += created;
      totals.updated += updated;
      totals.derived += derived;
      totals.skipped += skipped.length;
      totals.pages = page.number;
      for (const variant of skipped.slice(0, SKIPPED_LINES_PER_PAGE)) {
        await log("warn", `Skipped variant ${variant.variantId} of product ${variant.productId} (${variant.sku}): ${variant.reason}`, { ...variant });
      }
      await log(
        "info",
        `Shopify page ${page.number}: ${page.products.length} products, ${skus.length} SKUs (${created} created, ${updated} updated, ${derived} derived)`,
        { page: page.number, url: page.url, products: page.products.length, created, updated, derived, skipped: skipped.length },
      );
    }
  } catch (error) {
    const message = error instanceof ShopifyRequestError ? error.message : `The import stopped: ${error instanceof Error ? error.message : String(error)}`;
    await finishShopifyImport(db, scope, { status: "failed", error: message });
    await log("error", `Shopify import failed: ${message}`, { ...totals });
    return;
  }

  await finishShopifyImport(db, scope, { status: "completed" });
  const skippedNote = totals.skipped ? `, ${totals.skipped} variants skipped` : "";
  await log(
    "info",
    `Shopify import finished: ${totals.created} created, ${totals.updated} updated, ${totals.derived} derived from handles and options${skippedNote} (${totals.pages} pages)`,
    { ...totals },
  );
}

/**
 * Marks the import failed when its task errs on the last try (its database writes kept
 * failing), so that it does not stay `running` and hold off every later import.
 */
export async function giveUpShopifyImport(db: DB, { importId, userId }: ShopifyImportPayload, error: unknown): Promise<void> {
  const message = `The worker gave up on this import: ${error instanceof Error ? error.message : String(error)}`;
  const ended = await finishShopifyImport(db, { id: importId, userId }, { status: "failed", error: message });
  if (ended) await appendLog(db, { userId, level: "error", message: `Shopify import failed: ${message}`, jobId: importId, context: { shopifyImportId: importId } });
}
