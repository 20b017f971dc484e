import type { DB } from "../../db/client.server.ts";
import { CustomerCsvReader, type CustomerCsvFormat } from "../lib/csv/customers.ts";
import type { RowError } from "../lib/csv/rows.ts";
import { SkuCsvReader, type SkuCsvFormat } from "../lib/csv/skus.ts";
import { insertCustomers } from "../models/customers.server.ts";
import { upsertSkus } from "../models/skus.server.ts";
import { readCsv } from "./csv.server.ts";

export type SkuImportResult =
  | { ok: true; format: SkuCsvFormat; created: number; updated: number; derived: number }
  | { ok: false; errors: RowError[] };

/** Reads a SKU CSV and upserts every row, or writes nothing and lists what is wrong. */
export async function importSkuCsv(
  db: DB,
  userId: string,
  file: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): Promise<SkuImportResult> {
  const reader = new SkuCsvReader();
  const fileErrors = await readCsv(file, (record, row) => reader.add(record, row));
  if (fileErrors.length > 0) return { ok: false, errors: fileErrors };
  const { format, skus, errors, derived } = reader.finish();
  if (errors.length > 0 || !format) return { ok: false, errors };
  const { created, updated } = await upsertSkus(db, userId, skus);
  return { ok: true, format, created, updated, derived };
}

export type CustomerImportResult = { ok: true; format: CustomerCsvFormat; created: number } | { ok: false; errors: RowError[] };

/** Reads a customer CSV and adds every row, or writes nothing and lists what is wrong. */
export async function importCustomerCsv(
  db: DB,
  userId: string,
  file: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): Promise<CustomerImportResult> {
  const reader = new CustomerCsvReader();
  const fileErrors = await readCsv(file, (record, row) => reader.add(record, row));
  if (fileErrors.length > 0) return { ok: false, errors: fileErrors };
  const { format, customers, errors } = reader.finish();
  if (errors.length > 0 || !format) return { ok: false, errors };
  const ids = await insertCustomers(db, userId, customers);
  return { ok: true, format, created: ids.length };
}
