import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { CSV_MAX_BYTES } from "../lib/csv/rows.ts";

export type CsvUpload = { ok: true; file: File } | { ok: false; message: string };

/** The CSV file sent in the multipart field `file`, refused past 20 MB before it is all read. */
export async function readCsvUpload(request: Request): Promise<CsvUpload> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { ok: false, message: "Send the CSV as multipart/form-data in the field 'file'" };
  }
  try {
    const form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: CSV_MAX_BYTES }));
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return { ok: false, message: "Choose a CSV file to upload" };
    return { ok: true, file };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, message: "The file is larger than 20 MB" };
    throw error;
  }
}
