import { once } from "node:events";
import { parse } from "csv-parse";
import { CSV_MAX_BYTES, type RowError } from "../lib/csv/rows.ts";

/**
 * Streams a CSV through csv-parse and hands each record to `onRecord` with its
 * row number (the header is row 1; a quoted cell spanning lines is one row).
 * Returns the errors of the file itself: too large, or not CSV.
 */
export async function readCsv(
  chunks: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  onRecord: (record: string[], row: number) => void,
  { maxBytes = CSV_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<RowError[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  let bytes = 0;
  let tooLarge = false;
  const feeding = (async () => {
    for await (const chunk of chunks as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        tooLarge = true;
        break;
      }
      if (!parser.write(chunk)) await once(parser, "drain");
    }
    parser.end();
  })();

  let row = 0;
  try {
    for await (const record of parser) onRecord(record as string[], ++row);
  } catch (error) {
    await feeding.catch(() => undefined);
    return [{ row: row + 1, column: "", message: `This is not a readable CSV file: ${(error as Error).message}` }];
  }
  await feeding;
  if (tooLarge) return [{ row: 0, column: "", message: `The file is larger than ${formatSize(maxBytes)}` }];
  return [];
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}
