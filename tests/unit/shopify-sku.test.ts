import { describe, expect, it } from "vitest";
import { deriveVariantSku, shopifyWeightKg, skusFromShopifyProducts, type ShopifyProduct } from "../../app/lib/shopify-sku.ts";

describe("deriveVariantSku", () => {
  it("joins the handle and the option values as a slug", () => {
    expect(deriveVariantSku("classic-varsity-top", ["Medium", null, null])).toBe("classic-varsity-top-medium");
    expect(deriveVariantSku("yellow-wool-jumper", ["S", "Mustard Yellow", ""])).toBe("yellow-wool-jumper-s-mustard-yellow");
  });

  it("ignores 'Default Title' and empty options", () => {
    expect(deriveVariantSku("hat", ["Default Title", undefined, null])).toBe("hat");
    expect(deriveVariantSku("hat", [])).toBe("hat");
  });

  it("slugs accents and punctuation as Shopify writes handles", () => {
    expect(deriveVariantSku("tee", ["Crème Brûlée", "XL / Tall"])).toBe("tee-creme-brulee-xl-tall");
  });
});

describe("shopifyWeightKg", () => {
  it("prefers grams, else converts the weight by its unit", () => {
    expect(shopifyWeightKg("250", "9", "lb")).toBe("0.25");
    expect(shopifyWeightKg("", "2", "lb")).toBe("0.907");
    expect(shopifyWeightKg("", "", "")).toBe("0");
  });
});

const product = (overrides: Partial<ShopifyProduct> = {}): ShopifyProduct => ({
  id: 1,
  title: "Classic Varsity Top",
  handle: "classic-varsity-top",
  tags: "womens, tops",
  status: "active",
  variants: [
    { id: 11, sku: "", price: "60.00", option1: "Small", option2: null, option3: null, grams: 200 },
    { id: 12, sku: "CVT-M", price: "62.50", option1: "Medium", option2: null, option3: null, grams: 220 },
    { id: 13, sku: null, price: "65.00", option1: "Large", option2: null, option3: null, weight: 1, weight_unit: "lb" },
  ],
  ...overrides,
});

describe("skusFromShopifyProducts", () => {
  it("makes one SKU per variant, deriving the blank codes", () => {
    const result = skusFromShopifyProducts([product()], new Set());
    expect(result.derived).toBe(2);
    expect(result.skipped).toEqual([]);
    expect(result.skus).toEqual([
      { sku: "classic-varsity-top-small", title: "Classic Varsity Top", tags: ["womens", "tops"], price: 6000, minQuantity: 1, maxQuantity: 5, weight: 0.2, active: true },
      { sku: "CVT-M", title: "Classic Varsity Top", tags: ["womens", "tops"], price: 6250, minQuantity: 1, maxQuantity: 5, weight: 0.22, active: true },
      { sku: "classic-varsity-top-large", title: "Classic Varsity Top", tags: ["womens", "tops"], price: 6500, minQuantity: 1, maxQuantity: 5, weight: 0.454, active: true },
    ]);
  });

  it("takes draft and archived products as inactive", () => {
    expect(skusFromShopifyProducts([product({ status: "draft" })], new Set()).skus.every((sku) => !sku.active)).toBe(true);
    expect(skusFromShopifyProducts([product({ status: "archived" })], new Set()).skus.every((sku) => !sku.active)).toBe(true);
  });

  it("skips a variant whose code an earlier one of the same import took, and one that is invalid", () => {
    const seen = new Set(["CVT-M"]);
    const broken = product({ id: 2, handle: "broken", variants: [{ id: 21, sku: "BRK", price: "12.345", option1: null, option2: null, option3: null }] });
    const result = skusFromShopifyProducts([product(), broken], seen);
    expect(result.skus.map((sku) => sku.sku)).toEqual(["classic-varsity-top-small", "classic-varsity-top-large"]);
    expect(result.skipped).toEqual([
      { productId: 1, variantId: 12, sku: "CVT-M", reason: "SKU CVT-M was already imported from another variant" },
      { productId: 2, variantId: 21, sku: "BRK", reason: "Price must be 0 or more, with at most 2 decimals" },
    ]);
    expect(seen).toEqual(new Set(["CVT-M", "classic-varsity-top-small", "classic-varsity-top-large"]));
  });
});
