import { Readable } from "node:stream";
import { CompiledQuery, Kysely, sql } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { db, type DB } from "../../db/client.server.ts";
import type { Database } from "../../db/schema.ts";
import { parseListQuery } from "../../app/lib/list-query.ts";
import { sampleCustomers, sampleSkus } from "../../app/lib/sample-catalogue.ts";
import { customerInputSchema, type CustomerInput } from "../../app/lib/schemas/customer.ts";
import { clearCatalogue, loadSampleCatalogue } from "../../app/models/catalogue.server.ts";
import {
  createCustomer,
  CUSTOMER_SORT_KEYS,
  customerStats,
  deleteCustomer,
  duplicateCustomer,
  getCustomer,
  insertCustomers,
  listCustomers,
  updateCustomer,
} from "../../app/models/customers.server.ts";
import { createSku, listSkus, SKU_SORT_KEYS } from "../../app/models/skus.server.ts";
import { skuInputSchema } from "../../app/lib/schemas/sku.ts";
import { importCustomerCsv } from "../../app/services/catalogue-import.server.ts";
import { signedInUser } from "../support/routes.ts";

const input = (fields: Partial<Record<string, unknown>> = {}): CustomerInput =>
  customerInputSchema.parse({ label: "Home", name: "Ann Lee", email: "ann@example.com", address1: "1 High St", city: "Leeds", postcode: "LS1 1AA", country: "GB", active: "on", ...fields });

const query = (search: string) => parseListQuery(new URLSearchParams(search), { sortKeys: CUSTOMER_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });

const csvFile = (text: string) => Readable.from([Buffer.from(text)]);

const HEADER = "label,name,email,phone,address1,address2,city,postcode,country,weight,active";

describe("customers", () => {
  it("have the entity's shape (spec §3)", async () => {
    const { user } = await signedInUser(db());
    const customer = await createCustomer(db(), user.id, input({ phone: "+44 113 496 0000", weight: "2.5" }));
    expect(customer).toEqual({
      id: expect.any(String),
      label: "Home",
      customer: { name: "Ann Lee", email: "ann@example.com", phone: "+44 113 496 0000" },
      address: { address1: "1 High St", address2: null, city: "Leeds", postcode: "LS1 1AA", country: "GB" },
      weight: 2.5,
      active: true,
    });
  });

  it("belong to one user: another gets nothing reading, changing, duplicating or deleting them", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    const customer = await createCustomer(db(), owner.user.id, input());
    const theirs = { id: customer.id, userId: stranger.user.id };

    expect(await getCustomer(db(), theirs)).toBeUndefined();
    expect(await updateCustomer(db(), theirs, input({ label: "Stolen" }))).toBeUndefined();
    expect(await duplicateCustomer(db(), theirs)).toBeUndefined();
    expect(await deleteCustomer(db(), theirs)).toBe(false);
    expect((await listCustomers(db(), stranger.user.id, query(""))).total).toBe(0);
    expect(await getCustomer(db(), { id: customer.id, userId: owner.user.id })).toEqual(customer);
    expect(await getCustomer(db(), { id: "not-a-uuid", userId: owner.user.id })).toBeUndefined();
  });

  it("duplicate as '<label> (copy)', with every other field the same", async () => {
    const { user } = await signedInUser(db());
    const original = await createCustomer(db(), user.id, input({ label: "Berlin office", phone: "+49 30 5550123", weight: "3", active: "" }));
    const copy = await duplicateCustomer(db(), { id: original.id, userId: user.id });
    expect(copy).toEqual({ ...original, id: expect.not.stringMatching(original.id), label: "Berlin office (copy)" });

    // A label already at its limit is cut so the copy still fits.
    const long = await createCustomer(db(), user.id, input({ label: "L".repeat(100) }));
    const longCopy = await duplicateCustomer(db(), { id: long.id, userId: user.id });
    expect(longCopy?.label).toBe(`${"L".repeat(93)} (copy)`);
    expect(customerInputSchema.safeParse({ ...input(), label: longCopy?.label }).success).toBe(true);
  });

  it("are searched by label, name, email, city or country, case-insensitively, and sorted and paged on the server", async () => {
    const { user } = await signedInUser(db());
    await insertCustomers(db(), user.id, [
      input({ label: "Leeds depot", name: "Ann Lee", email: "ann@example.com", city: "Leeds", country: "GB", weight: "1" }),
      input({ label: "Paris flat", name: "Luc Martin", email: "luc@shop.example", city: "Paris", postcode: "75003", country: "FR", weight: "4" }),
      input({ label: "Berlin office", name: "Anna Schmidt", email: "anna@example.de", city: "Berlin", postcode: "10117", country: "DE", weight: "0", active: "" }),
    ]);
    const labels = async (search: string) => (await listCustomers(db(), user.id, query(search))).customers.map((c) => c.label);
    expect(await labels("q=PARIS")).toEqual(["Paris flat"]);
    expect(await labels("q=shop.example")).toEqual(["Paris flat"]);
    expect(await labels("q=schmidt")).toEqual(["Berlin office"]);
    expect(await labels("q=de&sort=label&dir=asc")).toEqual(["Berlin office", "Leeds depot"]);
    expect(await labels("q=50%25")).toEqual([]);
    expect(await labels("sort=weight&dir=desc")).toEqual(["Paris flat", "Leeds depot", "Berlin office"]);
    expect(await labels("sort=name&dir=asc")).toEqual(["Leeds depot", "Berlin office", "Paris flat"]); // Ann Lee, Anna Schmidt, Luc Martin
    expect(await labels("sort=city&dir=desc&size=10&page=1")).toEqual(["Paris flat", "Leeds depot", "Berlin office"]);
    // Newest first by default; an import keeps its file's order.
    expect(await labels("")).toEqual(["Berlin office", "Paris flat", "Leeds depot"]);
    const page2 = await listCustomers(db(), user.id, query("sort=label&dir=asc&size=10&page=2"));
    expect(page2).toEqual({ customers: [], total: 3 });
    expect(await customerStats(db(), user.id)).toEqual({ total: 3, active: 2, inactive: 1, averageWeight: 1.7 });
  });

  it("are searched through the trigram index", async () => {
    const { user } = await signedInUser(db());
    // Enough rows that reading them all costs more than asking the index (GIN has a high start-up cost).
    await insertCustomers(
      db(),
      user.id,
      Array.from({ length: 20_000 }, (_, i) => input({ label: `Customer ${i}`, city: `Town ${i}`, email: `c${i}@example.com` })),
    );
    await sql`analyze customers`.execute(db());
    const plan = await explainSearch((logged) => listCustomers(logged, user.id, query("q=Town 1234")));
    expect(plan).toContain("Bitmap Index Scan on customers_search_idx");
  });

  it("in bulk are all added in one transaction, or none", async () => {
    const { user } = await signedInUser(db());
    const ids = await insertCustomers(db(), user.id, [input({ label: "One" }), input({ label: "Two" })]);
    expect(ids).toHaveLength(2);
    // A row the database refuses (here a country code too long for char(2)) rolls back the rows before it.
    const bad = { ...input({ label: "Three" }), country: "GBR" };
    await expect(insertCustomers(db(), user.id, [input({ label: "Four" }), bad])).rejects.toThrow();
    expect((await listCustomers(db(), user.id, query(""))).total).toBe(2);
  });
});


/** The plan of the search query `run` sends, caught on its way out through a logging connection. */
async function explainSearch(run: (logged: DB) => Promise<unknown>): Promise<string> {
  const queries: CompiledQuery[] = [];
  const logged: DB = new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} }) }),
    log: (event) => {
      if (event.level === "query") queries.push(event.query);
    },
  });
  try {
    await run(logged);
    const search = queries.find((query) => query.sql.includes(" like ") && query.sql.includes("order by"))!;
    const { rows } = await logged.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${search.sql}`, [...search.parameters]));
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  } finally {
    await logged.destroy();
  }
}

describe("importing a customer CSV", () => {
  it("adds every row and says how many", async () => {
    const { user } = await signedInUser(db());
    const result = await importCustomerCsv(
      db(),
      user.id,
      csvFile(`${HEADER}\nHome,Ann Lee,ann@example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true\nOffice,Bo Tran,bo@example.com,,2 Low St,,York,YO1 7HH,United Kingdom,2,false\n`),
    );
    expect(result).toEqual({ ok: true, format: "simple", created: 2 });
    expect((await listCustomers(db(), user.id, query("sort=label&dir=asc"))).customers.map((c) => [c.label, c.address.country, c.active])).toEqual([
      ["Home", "GB", true],
      ["Office", "GB", false],
    ]);
  });

  it("writes nothing when one row is bad", async () => {
    const { user } = await signedInUser(db());
    const result = await importCustomerCsv(
      db(),
      user.id,
      csvFile(`${HEADER}\nHome,Ann Lee,ann@example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true\nOffice,Bo Tran,not-an-email,,2 Low St,,York,YO1 7HH,GB,2,true\n`),
    );
    expect(result).toEqual({ ok: false, errors: [{ row: 3, column: "email", message: "Please enter a valid email address" }] });
    expect((await listCustomers(db(), user.id, query(""))).total).toBe(0);
  });

  it("reads both Shopify customer CSVs", async () => {
    const { user } = await signedInUser(db());
    const { readFile } = await import("node:fs/promises");
    const exported = await importCustomerCsv(db(), user.id, csvFile(await readFile("tests/fixtures/shopify-customers-export.csv", "utf8")));
    const template = await importCustomerCsv(db(), user.id, csvFile(await readFile("tests/fixtures/shopify-customers-template.csv", "utf8")));
    expect(exported).toEqual({ ok: true, format: "shopify-export", created: 4 });
    expect(template).toEqual({ ok: true, format: "shopify-template", created: 3 });
    expect((await listCustomers(db(), user.id, query("q=02108"))).total).toBe(0); // postcodes are not searched…
    expect((await listCustomers(db(), user.id, query("q=boston"))).customers[0].address.postcode).toBe("02108"); // …but kept whole
  });
});

describe("the catalogue as a whole", () => {
  it("loads the sample SKUs and customers together, and a second load adds nothing twice", async () => {
    const { user } = await signedInUser(db());
    const first = await loadSampleCatalogue(db(), user.id);
    expect(first).toEqual({ skus: { created: sampleSkus().length, updated: 0 }, customers: sampleCustomers().length });
    expect(sampleCustomers().length).toBeGreaterThanOrEqual(20);
    const second = await loadSampleCatalogue(db(), user.id);
    expect(second).toEqual({ skus: { created: 0, updated: sampleSkus().length }, customers: 0 });
    const { customers, total } = await listCustomers(db(), user.id, query("size=100"));
    expect(total).toBe(sampleCustomers().length);
    expect(new Set(customers.map((c) => c.address.country)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(customers.map((c) => c.weight)).size).toBeGreaterThanOrEqual(3);
  });

  it("loads nothing at all when one part fails", async () => {
    const { user } = await signedInUser(db());
    // A customer table that refuses every insert makes the customer half fail after the SKUs went in.
    await sql`create function refuse_customer() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(db());
    await sql`create trigger refuse_customer before insert on customers for each row execute function refuse_customer()`.execute(db());
    try {
      await expect(loadSampleCatalogue(db(), user.id)).rejects.toThrow("refused");
    } finally {
      await sql`drop trigger refuse_customer on customers`.execute(db());
      await sql`drop function refuse_customer`.execute(db());
    }
    expect((await listSkus(db(), user.id, parseListQuery(new URLSearchParams(), { sortKeys: SKU_SORT_KEYS, defaultSort: "created_at" }))).total).toBe(0);
  });

  it("clears only this user's SKUs and customers", async () => {
    const me = await signedInUser(db());
    const other = await signedInUser(db());
    for (const { user } of [me, other]) {
      await createSku(db(), user.id, skuInputSchema.parse({ sku: "S-1", title: "Tee", price: "1", minQuantity: 1, maxQuantity: 1, weight: 0 }));
      await insertCustomers(db(), user.id, [input(), input({ label: "Two" })]);
    }
    expect(await clearCatalogue(db(), me.user.id)).toEqual({ skus: 1, customers: 2 });
    const skuQuery = parseListQuery(new URLSearchParams(), { sortKeys: SKU_SORT_KEYS, defaultSort: "created_at" });
    expect((await listSkus(db(), me.user.id, skuQuery)).total).toBe(0);
    expect((await listCustomers(db(), me.user.id, query(""))).total).toBe(0);
    expect((await listSkus(db(), other.user.id, skuQuery)).total).toBe(1);
    expect((await listCustomers(db(), other.user.id, query(""))).total).toBe(2);
  });
});
