import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { parseListQuery } from "../../app/lib/list-query.ts";
import { skuInputSchema, type SkuInput } from "../../app/lib/schemas/sku.ts";
import {
  createSku,
  deleteSku,
  getSku,
  listSkus,
  SKU_SORT_KEYS,
  SkuExistsError,
  skuStats,
  updateSku,
  upsertSkus,
} from "../../app/models/skus.server.ts";
import { importSkuCsv } from "../../app/services/catalogue-import.server.ts";
import { readCsv } from "../../app/services/csv.server.ts";
import { signedInUser } from "../support/routes.ts";

const input = (fields: Partial<Record<string, unknown>>): SkuInput =>
  skuInputSchema.parse({ sku: "S", title: "T", tags: "", price: "1", minQuantity: 1, maxQuantity: 2, weight: 0, active: "on", ...fields });

const query = (search: string) => parseListQuery(new URLSearchParams(search), { sortKeys: SKU_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });

const csvFile = (text: string) => Readable.from([Buffer.from(text)]);

describe("SKUs", () => {
  it("belong to one user: another gets nothing reading, changing or deleting them", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    const sku = await createSku(db(), owner.user.id, input({ sku: "MINE-1", price: "12.50" }));
    expect(sku).toMatchObject({ sku: "MINE-1", price: 12.5, tags: [], active: true });

    expect(await getSku(db(), { id: sku.id, userId: stranger.user.id })).toBeUndefined();
    expect(await updateSku(db(), { id: sku.id, userId: stranger.user.id }, input({ sku: "STOLEN" }))).toBeUndefined();
    expect(await deleteSku(db(), { id: sku.id, userId: stranger.user.id })).toBe(false);
    expect((await listSkus(db(), stranger.user.id, query(""))).total).toBe(0);
    expect(await getSku(db(), { id: sku.id, userId: owner.user.id })).toEqual(sku);
  });

  it("are unique by code per user, not across users", async () => {
    const one = await signedInUser(db());
    const two = await signedInUser(db());
    await createSku(db(), one.user.id, input({ sku: "SAME" }));
    await expect(createSku(db(), one.user.id, input({ sku: "SAME" }))).rejects.toBeInstanceOf(SkuExistsError);
    await expect(createSku(db(), two.user.id, input({ sku: "SAME" }))).resolves.toMatchObject({ sku: "SAME" });
  });

  it("are searched by code, title or any tag, case-insensitively, and sorted and paged on the server", async () => {
    const { user } = await signedInUser(db());
    await upsertSkus(db(), user.id, [
      input({ sku: "TEE-RED", title: "Red Tee", tags: "summer, cotton", price: "20" }),
      input({ sku: "MUG-01", title: "Coffee Mug", tags: "kitchen", price: "8" }),
      input({ sku: "CAP-9", title: "Cap", tags: "Summer", price: "15" }),
    ]);
    expect((await listSkus(db(), user.id, query("q=SUMMER&sort=price&dir=asc"))).skus.map((s) => s.sku)).toEqual(["CAP-9", "TEE-RED"]);
    expect((await listSkus(db(), user.id, query("q=mug"))).skus.map((s) => s.sku)).toEqual(["MUG-01"]);
    expect((await listSkus(db(), user.id, query("q=50%25"))).total).toBe(0);
    const page2 = await listSkus(db(), user.id, query("sort=title&dir=asc&size=10&page=1"));
    expect(page2.skus.map((s) => s.title)).toEqual(["Cap", "Coffee Mug", "Red Tee"]);
    expect(await skuStats(db(), user.id)).toEqual({ total: 3, active: 3, inactive: 0, averagePrice: 14.33 });
  });
});

describe("importing a SKU CSV", () => {
  it("creates and updates by SKU code and says how many of each", async () => {
    const { user } = await signedInUser(db());
    await createSku(db(), user.id, input({ sku: "OLD-1", title: "Before" }));
    const result = await importSkuCsv(
      db(),
      user.id,
      csvFile("sku,title,tags,price,min_quantity,max_quantity,weight,active\nOLD-1,After,,5,1,2,0.1,true\nNEW-1,New,,6,1,3,0.2,false\n"),
    );
    expect(result).toEqual({ ok: true, format: "simple", created: 1, updated: 1, derived: 0 });
    const { skus } = await listSkus(db(), user.id, query("sort=sku&dir=desc"));
    expect(skus.map((s) => [s.sku, s.title, s.active])).toEqual([
      ["OLD-1", "After", true],
      ["NEW-1", "New", false],
    ]);
  });

  it("writes nothing when one row is bad", async () => {
    const { user } = await signedInUser(db());
    const result = await importSkuCsv(
      db(),
      user.id,
      csvFile("sku,title,tags,price,min_quantity,max_quantity,weight,active\nA-1,Good,,5,1,2,0,true\nA-2,,,5,1,2,0,true\n"),
    );
    expect(result).toEqual({ ok: false, errors: [{ row: 3, column: "title", message: "Title is required" }] });
    expect((await listSkus(db(), user.id, query(""))).total).toBe(0);
  });

  it("refuses a broken CSV", async () => {
    const { user } = await signedInUser(db());
    const broken = await importSkuCsv(db(), user.id, csvFile('sku,title,price\n"unterminated,x,1\n'));
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.errors[0].message).toMatch(/^This is not a readable CSV file/);
  });

  it("stops reading a file over the size limit", async () => {
    const records: string[][] = [];
    const errors = await readCsv(csvFile("sku,title\n" + "X,Y\n".repeat(1000)), (record) => records.push(record), { maxBytes: 1024 });
    expect(errors).toEqual([{ row: 0, column: "", message: "The file is larger than 1024 bytes" }]);
  });
});
