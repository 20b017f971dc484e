import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { SkuCsvReader } from "../../app/lib/csv/skus.ts";

function read(csv: string) {
  const reader = new SkuCsvReader();
  const records: string[][] = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  records.forEach((record, i) => reader.add(record, i + 1));
  return reader.finish();
}

describe("the simple SKU format", () => {
  it("reads every column", () => {
    const result = read("sku,title,tags,price,min_quantity,max_quantity,weight,active\nTEE-1,Tee,\"summer, cotton\",19.9,1,4,0.25,true\n");
    expect(result.errors).toEqual([]);
    expect(result.format).toBe("simple");
    expect(result.skus).toEqual([
      { sku: "TEE-1", title: "Tee", tags: ["summer", "cotton"], price: 1990, minQuantity: 1, maxQuantity: 4, weight: 0.25, active: true },
    ]);
  });

  it("reads columns by name in any order, with defaults for the optional ones", () => {
    const result = read("Price,SKU,Title\n5,MUG,Mug\n");
    expect(result.skus).toEqual([{ sku: "MUG", title: "Mug", tags: [], price: 500, minQuantity: 1, maxQuantity: 5, weight: 0, active: true }]);
  });

  it("lists each bad row with its number, column and message, and keeps nothing", () => {
    const result = read(
      [
        "sku,title,tags,price,min_quantity,max_quantity,weight,active",
        "OK-1,Fine,,10,1,2,1,yes",
        ",No code,,10,1,2,1,yes",
        "BAD-2,Bad price,,10.999,1,2,1,yes",
        "BAD-3,Bad quantities,,10,3,2,1,yes",
        "BAD-4,Bad weight,,10,1,2,-1,maybe",
        "OK-1,Twice,,10,1,2,1,yes",
      ].join("\n"),
    );
    expect(result.skus).toEqual([]);
    expect(result.errors).toEqual([
      { row: 3, column: "sku", message: "SKU is required" },
      { row: 4, column: "price", message: "Price must be 0 or more, with at most 2 decimals" },
      { row: 5, column: "max_quantity", message: "Max quantity must be at least the min quantity" },
      { row: 6, column: "weight", message: "Weight must be 0 or more" },
      { row: 6, column: "active", message: "Active must be yes or no" },
      { row: 7, column: "sku", message: "SKU OK-1 is also on row 2" },
    ]);
  });

  it("refuses a file it does not recognise", () => {
    expect(read("name,cost\nx,1\n").errors[0].message).toMatch(/^Unknown CSV format/);
  });
});

describe("Shopify's product export", () => {
  const result = read(readFileSync("tests/fixtures/shopify-products.csv", "utf8"));

  it("makes one SKU per variant row, skipping image-only rows", () => {
    expect(result.errors).toEqual([]);
    expect(result.format).toBe("shopify");
    expect(result.skus.map((sku) => sku.sku)).toEqual([
      "classic-varsity-top-small",
      "classic-varsity-top-medium",
      "classic-varsity-top-large",
      "OBS-001",
      "yellow-wool-jumper-s-mustard-yellow",
      "YWJ-M",
    ]);
  });

  it("says how many SKUs it derived from the handle and options", () => {
    expect(result.derived).toBe(4);
  });

  it("gives variant rows the title, tags and status of their product's first row", () => {
    const medium = result.skus[1];
    expect(medium).toMatchObject({ title: "Classic Varsity Top", tags: ["womens", "tops", "varsity"], active: true, price: 6000 });
    expect(result.skus[2].price).toBe(6250);
    expect(result.skus[3].active).toBe(false); // draft
  });

  it("converts grams to kilograms", () => {
    expect(result.skus.map((sku) => sku.weight)).toEqual([0.2, 0.22, 0.24, 0.3, 0.45, 0.47]);
  });

  it("reads Published where there is no Status column", () => {
    const csv = "Handle,Title,Published,Option1 Value,Variant SKU,Variant Price,Variant Grams\nhat,Hat,FALSE,Default Title,HAT-1,12.00,100\n";
    expect(read(csv).skus[0]).toMatchObject({ sku: "HAT-1", active: false, weight: 0.1 });
  });
});
