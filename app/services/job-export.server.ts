import type { DB } from "../../db/client.server.ts";
import { spreadsheetSafe } from "../lib/csv/spreadsheet-safe.ts";
import { jobWithItemsJson } from "../lib/job-json.ts";
import { centsToDecimal } from "../lib/money.ts";
import { getJob, getJobOrders, type JobOrder } from "../models/jobs.server.ts";
import { csvDownload } from "./csv-download.server.ts";

// Export JSON and Export CSV of a job (spec §7: saved as job_{id}.json / job_{id}.csv),
// the same files for the REST API (bearer token) and the Order History page (session cookie).

export type JobExportFormat = "json" | "csv";

const JOB_CSV_COLUMNS = ["order_number", "status", "http_status", "attempts", "duration_ms", "skus", "total", "response_excerpt"] as const;

const jobExportFilename = (jobId: string, format: JobExportFormat) => `job_${jobId}.${format}`;

/** `TEE-1 x 2; CAP-3 x 1`, as the preview shows an order's SKUs. */
const skuList = (order: JobOrder) => order.payload.line_items.map((item) => `${item.sku} x ${item.quantity}`).join("; ");

// The payload holds dollars as JSON numbers; through cents so 57.2 prints as 57.20.
const grandTotal = (order: JobOrder) => centsToDecimal(Math.round(order.payload.totals.grand_total * 100));

/** The download, or null when the user has no such job (the caller answers 404 in its own way). */
export async function jobExport(db: DB, target: { id: string; userId: string }, format: JobExportFormat): Promise<Response | null> {
  const job = await getJob(db, target);
  if (!job) return null;
  const orders = await getJobOrders(db, job.id);
  const filename = jobExportFilename(job.id, format);
  if (format === "csv") {
    // A job holds at most 100 orders (spec §9): one batch.
    async function* batches() {
      yield orders;
    }
    // A report, never imported back: its text cells are made safe to open in a spreadsheet.
    return csvDownload(filename, JOB_CSV_COLUMNS, batches(), (order) => [
      spreadsheetSafe(order.orderNumber),
      order.status,
      order.httpStatus,
      order.attempts,
      order.durationMs,
      spreadsheetSafe(skuList(order)),
      grandTotal(order),
      spreadsheetSafe(order.responseExcerpt),
    ]);
  }
  return new Response(`${JSON.stringify(jobWithItemsJson(job, orders), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
