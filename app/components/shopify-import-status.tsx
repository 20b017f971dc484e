import type { ShopifyImport } from "~/models/shopify-imports.server.ts";
import { LocalTime } from "./ui/local-time.tsx";

const tones = {
  running: "bg-blue-50 text-blue-900 ring-blue-200 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-900",
  completed: "bg-green-50 text-green-900 ring-green-200 dark:bg-green-950 dark:text-green-100 dark:ring-green-900",
  failed: "bg-red-50 text-red-900 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-900",
} as const;

/** The latest Shopify import: its progress while it runs, then its result. */
export function ShopifyImportStatus({ shopifyImport }: { shopifyImport: ShopifyImport }) {
  const { status, created, updated, derived, error, startedAt, finishedAt } = shopifyImport;
  return (
    <div role="status" data-testid="shopify-import" className={`mb-6 rounded-lg p-4 text-sm ring-1 ${tones[status]}`}>
      {status === "running" ? (
        <p className="font-medium">Importing from Shopify… {(created + updated).toLocaleString("en-US")} SKUs so far</p>
      ) : status === "completed" ? (
        <p>
          <span className="font-medium">Shopify import finished:</span> {created.toLocaleString("en-US")} created, {updated.toLocaleString("en-US")} updated,{" "}
          {derived.toLocaleString("en-US")} derived from handles and options.
        </p>
      ) : (
        <p>
          <span className="font-medium">Shopify import failed:</span> {error}
        </p>
      )}
      <p className="mt-1 text-xs opacity-75">
        Started <LocalTime value={startedAt} />
        {finishedAt ? (
          <>
            , ended <LocalTime value={finishedAt} />
          </>
        ) : null}
      </p>
    </div>
  );
}
