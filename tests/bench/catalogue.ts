// npm run bench -- catalogue
// With 100,000 SKUs and 10,000 customers for one user: the server time of the SKU
// page's data (first page, a search, a sort), and the time to import a 100,000-row
// SKU CSV beside `psql \copy` of the same rows.
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import path from "node:path";
import { sql } from "kysely";
import { parseListQuery } from "../../app/lib/list-query.ts";
import { listSkus, SKU_SORT_KEYS, skuStats } from "../../app/models/skus.server.ts";
import { registerUser } from "../../app/models/users.server.ts";
import { importSkuCsv } from "../../app/services/catalogue-import.server.ts";
import { benchDatabase, ms, percentile, timeIt } from "./database.ts";

const SKUS = 100_000;
const CUSTOMERS = 10_000;
const RUNS = 40;

const words = ["cotton", "linen", "summer", "winter", "classic", "sport", "kitchen", "garden", "travel", "kids"];
const fields = (i: number) => ({
  sku: `SKU-${String(i).padStart(6, "0")}`,
  title: `Product ${i} ${words[i % 10]}`,
  tags: [words[i % 7], words[(i * 3) % 10]],
  rest: [((i % 9000) / 100 + 1).toFixed(2), 1, 1 + (i % 5), ((i % 300) / 100).toFixed(2), i % 10 === 0 ? "false" : "true"],
});
const row = (i: number) => {
  const { sku, title, tags, rest } = fields(i);
  return [sku, title, `"${tags.join(", ")}"`, ...rest].join(",");
};

const csv = ["sku,title,tags,price,min_quantity,max_quantity,weight,active", ...Array.from({ length: SKUS }, (_, i) => row(i))].join("\n") + "\n";

const { db, url, close } = await benchDatabase("catalogue");
try {
  const user = await registerUser(db, { email: "bench@example.com", fullName: "Bench Mark", password: "bench-password" });
  // \copy loads the same rows into the same table, indexes and all, for a second user.
  const neighbour = await registerUser(db, { email: "neighbour@example.com", fullName: "Neighbour", password: "bench-password" });

  const importStart = performance.now();
  const result = await importSkuCsv(db, user.id, Readable.from([Buffer.from(csv)]));
  const importMs = performance.now() - importStart;
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors.slice(0, 3))}`);

  await sql`
    insert into customers (user_id, label, name, email, address1, city, postcode, country, weight)
    select ${user.id}::uuid, 'Customer ' || g, 'Name ' || g, 'c' || g || '@example.com', g || ' Main Street', 'City ' || (g % 50), lpad((g % 99999)::text, 5, '0'), 'US', 1
    from generate_series(1, ${CUSTOMERS}) g`.execute(db);
  await sql`analyze`.execute(db);

  const query = (search: string) => parseListQuery(new URLSearchParams(search), { sortKeys: SKU_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const page = (search: string) => () => Promise.all([listSkus(db, user.id, query(search)), skuStats(db, user.id)]);
  const cases = [
    ["first page", ""],
    ["search 'summer'", "q=summer"],
    ["search 'SKU-0999'", "q=SKU-0999"],
    ["sort by title", "sort=title&dir=asc"],
    ["sort by price, page 200", "sort=price&dir=desc&page=200"],
  ] as const;

  console.info(`Catalogue benchmark: ${SKUS.toLocaleString("en-US")} SKUs and ${CUSTOMERS.toLocaleString("en-US")} customers for one user, ${RUNS} runs each`);
  console.info("SKU page data (list + count + cards), server time:");
  for (const [name, search] of cases) {
    await page(search)();
    const samples = await timeIt(RUNS, page(search));
    console.info(`  ${name.padEnd(26)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  (target p95 < 100 ms)`);
  }

  console.info(`CSV import of ${SKUS.toLocaleString("en-US")} rows (parse, validate, upsert): ${ms(importMs)} (${Math.round(SKUS / (importMs / 1000)).toLocaleString("en-US")} rows/s)`);
  const psql = spawnSync("psql", ["--version"]).status === 0;
  if (!psql) {
    console.info("psql \\copy: skipped (no psql on PATH)");
  } else {
    // The same rows in COPY's terms: the user's id in front, tags as an array literal.
    const file = path.resolve("tests/.tmp/bench-skus.csv");
    const copyRow = (i: number) => {
      const { sku, title, tags, rest } = fields(i);
      return [neighbour.id, sku, title, `"{${tags.join(",")}}"`, ...rest].join(",");
    };
    writeFileSync(file, `${Array.from({ length: SKUS }, (_, i) => copyRow(i)).join("\n")}\n`);
    const copyStart = performance.now();
    execFileSync("psql", [url, "-q", "-c", `\\copy skus (user_id, sku, title, tags, price, min_quantity, max_quantity, weight, active) from '${file}' with (format csv)`]);
    const copyMs = performance.now() - copyStart;
    console.info(`psql \\copy of the same rows: ${ms(copyMs)}; the import runs at ${(copyMs / importMs).toFixed(2)}x its speed (target >= 0.5x)`);
  }
} finally {
  await close();
}
