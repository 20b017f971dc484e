import { DEFAULT_MAX_QUANTITY, DEFAULT_MIN_QUANTITY, skuInputSchema, type SkuInput } from "../schemas/sku.ts";
import { deriveVariantSku, shopifyWeightKg } from "../shopify-sku.ts";
import { CsvReader, Header, zodRowErrors, type RowError } from "./rows.ts";

// Reads SKUs from the two CSV formats Orderbench accepts: its own simple format,
// and Shopify's product export as Shopify writes it.

export const SIMPLE_SKU_COLUMNS = ["sku", "title", "tags", "price", "min_quantity", "max_quantity", "weight", "active"] as const;

export type SkuCsvFormat = "simple" | "shopify";

export interface SkuCsvResult {
  format: SkuCsvFormat | null;
  skus: SkuInput[];
  errors: RowError[];
  /** Shopify variants whose blank Variant SKU was made from the handle and options. */
  derived: number;
}

const SIMPLE_COLUMN_OF: Record<string, string> = {
  sku: "sku",
  title: "title",
  tags: "tags",
  price: "price",
  minQuantity: "min_quantity",
  maxQuantity: "max_quantity",
  weight: "weight",
  active: "active",
};

const SHOPIFY_COLUMN_OF: Record<string, string> = {
  sku: "Variant SKU",
  title: "Title",
  tags: "Tags",
  price: "Variant Price",
  minQuantity: "Variant SKU",
  maxQuantity: "Variant SKU",
  weight: "Variant Grams",
  active: "Status",
};

interface ProductDefaults {
  title: string;
  tags: string;
  active: string;
  optionNames: string[];
}

/**
 * Feed it the CSV's records in order (header first), then call finish(). It keeps
 * only the parsed SKUs and errors, so a 100,000-row file streams through it.
 */
export class SkuCsvReader extends CsvReader<SkuCsvFormat> {
  protected readonly expectedColumns = `the columns ${SIMPLE_SKU_COLUMNS.join(",")} or a Shopify product export`;
  private readonly skus: SkuInput[] = [];
  private readonly rowOfSku = new Map<string, number>();
  private readonly products = new Map<string, ProductDefaults>();
  private derived = 0;

  protected detectFormat(header: Header): SkuCsvFormat | null {
    return detectFormat(header);
  }

  protected readRow(record: string[], row: number): void {
    if (this.format === "simple") this.addSimple(record, row);
    else this.addShopify(record, row);
  }

  finish(): SkuCsvResult {
    const errors = this.allErrors();
    return { format: this.format, skus: errors.length ? [] : this.skus, errors, derived: this.derived };
  }

  private addSimple(record: string[], row: number) {
    const header = this.header!;
    const cell = (column: string) => header.get(record, column);
    this.accept(
      row,
      {
        sku: cell("sku"),
        title: cell("title"),
        tags: cell("tags"),
        price: cell("price"),
        minQuantity: cell("min_quantity") || String(DEFAULT_MIN_QUANTITY),
        maxQuantity: cell("max_quantity") || String(DEFAULT_MAX_QUANTITY),
        weight: cell("weight") || "0",
        active: header.has("active") ? cell("active") : "true",
      },
      SIMPLE_COLUMN_OF,
    );
  }

  private addShopify(record: string[], row: number) {
    const header = this.header!;
    const cell = (column: string) => header.get(record, column);
    const handle = cell("Handle");
    if (!handle) {
      this.errors.push({ row, column: "Handle", message: "Handle is required" });
      return;
    }
    // The first row of a handle carries the product's title, tags, status and option names.
    let product = this.products.get(handle);
    if (!product) {
      product = {
        title: cell("Title"),
        tags: cell("Tags"),
        active: header.has("Status") ? cell("Status") : cell("Published"),
        optionNames: [cell("Option1 Name"), cell("Option2 Name"), cell("Option3 Name")],
      };
      this.products.set(handle, product);
    }
    const optionValues = [cell("Option1 Value"), cell("Option2 Value"), cell("Option3 Value")];
    // Rows that add only an image to a product are not variants.
    const isVariant = cell("Variant SKU") !== "" || cell("Variant Price") !== "" || optionValues.some(Boolean);
    if (!isVariant) return;

    let sku = cell("Variant SKU");
    if (!sku) {
      sku = deriveVariantSku(handle, optionValues);
      this.derived += 1;
    }

    this.accept(
      row,
      {
        sku,
        title: product.title || handle,
        tags: product.tags,
        price: cell("Variant Price"),
        minQuantity: String(DEFAULT_MIN_QUANTITY),
        maxQuantity: String(DEFAULT_MAX_QUANTITY),
        weight: shopifyWeightKg(cell("Variant Grams"), cell("Variant Weight"), cell("Variant Weight Unit")),
        active: product.active || "true",
      },
      SHOPIFY_COLUMN_OF,
    );
  }

  private accept(row: number, fields: Record<string, string>, columnOf: Record<string, string>) {
    const parsed = skuInputSchema.safeParse(fields);
    if (!parsed.success) {
      this.errors.push(...zodRowErrors(row, parsed.error.issues, (field) => columnOf[field] ?? field));
      return;
    }
    const earlier = this.rowOfSku.get(parsed.data.sku);
    if (earlier !== undefined) {
      this.errors.push({ row, column: columnOf.sku, message: `SKU ${parsed.data.sku} is also on row ${earlier}` });
      return;
    }
    this.rowOfSku.set(parsed.data.sku, row);
    this.skus.push(parsed.data);
  }
}

function detectFormat(header: Header): SkuCsvFormat | null {
  if (header.has("Handle") && header.has("Variant Price")) return "shopify";
  if (header.has("sku") && header.has("title") && header.has("price")) return "simple";
  return null;
}
