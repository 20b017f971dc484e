import { stringify } from "csv-stringify/sync";

type Cell = string | number | boolean | null | undefined;

/**
 * A CSV file download streamed batch by batch from a cursor, so a 100,000-row
 * export never sits whole in memory.
 */
export function csvDownload<T>(
  filename: string,
  header: readonly string[],
  batches: AsyncGenerator<T[]>,
  toRow: (item: T) => Cell[],
): Response {
  const encoder = new TextEncoder();
  const cell = (value: Cell) => (typeof value === "boolean" ? String(value) : (value ?? ""));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([[...header]])));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(stringify(next.value.map((item) => toRow(item).map(cell)))));
    },
    async cancel() {
      // The browser went away: end the query and give its connection back.
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
