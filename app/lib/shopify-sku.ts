import { slug } from "./csv/rows.ts";
import { DEFAULT_MAX_QUANTITY, DEFAULT_MIN_QUANTITY, skuInputSchema, type SkuInput } from "./schemas/sku.ts";

// How a Shopify variant becomes an Orderbench SKU, whether it arrives as a row of
// a product export CSV or as JSON from the Admin API.

const GRAMS_PER_UNIT: Record<string, number> = { g: 1, kg: 1000, lb: 453.59237, lbs: 453.59237, oz: 28.349523125 };

/**
 * The SKU code of a variant that has none: its product's handle and its option
 * values, e.g. `classic-varsity-top-medium`. A single-variant product's
 * 'Default Title' option adds nothing, so such a variant is just its handle.
 */
export function deriveVariantSku(handle: string, optionValues: readonly (string | null | undefined)[]): string {
  const options = optionValues.filter((value): value is string => Boolean(value) && value !== "Default Title").map(slug);
  return [handle, ...options].join("-");
}

/** Shopify keeps weights in grams (Variant Grams); some exports give a weight and its unit instead. Kilograms, as text. */
export function shopifyWeightKg(grams: string, weight: string, unit: string): string {
  if (grams !== "") {
    const value = Number(grams);
    return Number.isFinite(value) ? String(value / 1000) : grams;
  }
  if (weight !== "") {
    const factor = GRAMS_PER_UNIT[unit.trim().toLowerCase()] ?? 1000;
    const value = Number(weight);
    return Number.isFinite(value) ? String(Math.round(((value * factor) / 1000) * 1000) / 1000) : weight;
  }
  return "0";
}

/** The fields of an Admin API product (`GET /admin/api/{version}/products.json`) that a SKU is made of. */
export interface ShopifyProduct {
  id: number;
  title: string;
  handle: string;
  tags: string;
  status: string;
  variants: ShopifyVariant[];
}

export interface ShopifyVariant {
  id: number;
  sku: string | null;
  price: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  grams?: number | null;
  weight?: number | null;
  weight_unit?: string | null;
}

interface SkippedVariant {
  productId: number;
  variantId: number;
  sku: string;
  reason: string;
}

interface VariantSkus {
  skus: SkuInput[];
  /** Variants whose blank SKU was made from the handle and options. */
  derived: number;
  skipped: SkippedVariant[];
}

/**
 * One SKU per variant. `seen` holds the codes already taken by this import: a
 * later variant with the same code is skipped (and said so), never merged.
 */
export function skusFromShopifyProducts(products: readonly ShopifyProduct[], seen: Set<string>): VariantSkus {
  const result: VariantSkus = { skus: [], derived: 0, skipped: [] };
  for (const product of products) {
    for (const variant of product.variants ?? []) {
      const given = (variant.sku ?? "").trim();
      const sku = given || deriveVariantSku(product.handle, [variant.option1, variant.option2, variant.option3]);
      const parsed = skuInputSchema.safeParse({
        sku,
        title: product.title || product.handle,
        tags: product.tags ?? "",
        price: variant.price,
        minQuantity: DEFAULT_MIN_QUANTITY,
        maxQuantity: DEFAULT_MAX_QUANTITY,
        weight: shopifyWeightKg(variant.grams == null ? "" : String(variant.grams), variant.weight == null ? "" : String(variant.weight), variant.weight_unit ?? ""),
        active: product.status || "active",
      });
      const skip = (reason: string) => result.skipped.push({ productId: product.id, variantId: variant.id, sku, reason });
      if (!parsed.success) {
        skip(parsed.error.issues.map((issue) => issue.message).join("; "));
        continue;
      }
      if (seen.has(parsed.data.sku)) {
        skip(`SKU ${parsed.data.sku} was already imported from another variant`);
        continue;
      }
      seen.add(parsed.data.sku);
      result.skus.push(parsed.data);
      if (!given) result.derived += 1;
    }
  }
  return result;
}
