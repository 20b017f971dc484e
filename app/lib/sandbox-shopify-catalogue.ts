import { Faker, en } from "@faker-js/faker";
import { slug } from "./csv/rows.ts";
import type { ShopifyProduct, ShopifyVariant } from "./shopify-sku.ts";

// The products of the sandbox Shopify store: fixed-seed fake data, so every web
// process serves the same catalogue, page for page, without storing it.

export const SANDBOX_PRODUCT_COUNT = 600;
const SEED = 20_261_201;
const FIRST_PRODUCT_ID = 7_420_000_000_000;
const FIRST_VARIANT_ID = 43_100_000_000_000;
const CREATED_FROM = "2025-01-01T00:00:00Z";
const CREATED_TO = "2026-10-31T00:00:00Z";

interface SandboxVariant extends ShopifyVariant {
  product_id: number;
  title: string;
  position: number;
  compare_at_price: string | null;
  inventory_quantity: number;
  inventory_policy: "deny" | "continue";
  requires_shipping: boolean;
  taxable: boolean;
  barcode: string | null;
  grams: number;
  weight: number;
  weight_unit: "kg" | "g" | "lb" | "oz";
  created_at: string;
  updated_at: string;
  admin_graphql_api_id: string;
}

export interface SandboxProduct extends ShopifyProduct {
  body_html: string;
  vendor: string;
  product_type: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  published_scope: "web";
  template_suffix: null;
  status: "active" | "draft" | "archived";
  admin_graphql_api_id: string;
  variants: SandboxVariant[];
  options: { id: number; product_id: number; name: string; position: number; values: string[] }[];
  images: never[];
  image: null;
}

const SIZES = ["XS", "S", "M", "L", "XL"];
const MATERIALS = ["Cotton", "Wool", "Linen", "Bamboo"];

/** Option names and one value list per variant (1 to 4 variants). */
function variantOptions(faker: Faker): { names: string[]; values: string[][] } {
  const count = faker.number.int({ min: 1, max: 4 });
  if (count === 1) {
    return faker.datatype.boolean() ? { names: ["Title"], values: [["Default Title"]] } : { names: ["Size"], values: [["One Size"]] };
  }
  if (count === 4 && faker.datatype.boolean()) {
    const colors = faker.helpers.uniqueArray(() => faker.color.human(), 2).map(capitalize);
    const sizes = faker.helpers.arrayElements(SIZES, 2);
    return { names: ["Size", "Color"], values: sizes.flatMap((size) => colors.map((color) => [size, color])) };
  }
  const kind = faker.helpers.arrayElement(["Size", "Color", "Material"] as const);
  const values =
    kind === "Size"
      ? SIZES.slice(0, count)
      : kind === "Material"
        ? MATERIALS.slice(0, count)
        : faker.helpers.uniqueArray(() => capitalize(faker.color.human()), count);
  return { names: [kind], values: values.map((value) => [value]) };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function build(): SandboxProduct[] {
  const faker = new Faker({ locale: [en], seed: SEED });
  const handles = new Set<string>();
  const products: SandboxProduct[] = [];
  let variantId = FIRST_VARIANT_ID;
  for (let index = 0; index < SANDBOX_PRODUCT_COUNT; index++) {
    const id = FIRST_PRODUCT_ID + index * 17;
    const title = faker.commerce.productName();
    // Shopify makes a taken handle unique with a number, as here.
    let handle = slug(title);
    for (let n = 1; handles.has(handle); n++) handle = `${slug(title)}-${n}`;
    handles.add(handle);
    const created = faker.date.between({ from: CREATED_FROM, to: CREATED_TO }).toISOString();
    const status = faker.helpers.weightedArrayElement([
      { weight: 85, value: "active" as const },
      { weight: 10, value: "draft" as const },
      { weight: 5, value: "archived" as const },
    ]);
    const basePrice = Number(faker.commerce.price({ min: 5, max: 240, dec: 0 }));
    const baseGrams = faker.number.int({ min: 50, max: 4000 });
    // About a quarter of the products have no SKUs at all, and a few variants of the others lack one:
    // that is what real stores look like, and what derived SKU codes are for.
    const withoutSkus = faker.datatype.boolean({ probability: 0.25 });
    const { names, values } = variantOptions(faker);
    const variants = values.map((optionValues, position): SandboxVariant => {
      const blank = withoutSkus || faker.datatype.boolean({ probability: 0.1 });
      const grams = baseGrams + position * 20;
      return {
        id: variantId++,
        product_id: id,
        title: optionValues.join(" / "),
        sku: blank ? faker.helpers.arrayElement(["", null]) : `SBX-${String(index + 1).padStart(4, "0")}-${position + 1}`,
        price: (basePrice + position * 2.5).toFixed(2),
        compare_at_price: faker.datatype.boolean({ probability: 0.2 }) ? (basePrice * 1.25).toFixed(2) : null,
        position: position + 1,
        option1: optionValues[0] ?? null,
        option2: optionValues[1] ?? null,
        option3: optionValues[2] ?? null,
        inventory_quantity: faker.number.int({ min: 0, max: 500 }),
        inventory_policy: "deny",
        requires_shipping: true,
        taxable: true,
        barcode: faker.datatype.boolean({ probability: 0.5 }) ? faker.commerce.isbn(13) : null,
        grams,
        weight: grams / 1000,
        weight_unit: "kg",
        created_at: created,
        updated_at: created,
        admin_graphql_api_id: `gid://shopify/ProductVariant/${variantId - 1}`,
      };
    });
    products.push({
      id,
      title,
      handle,
      body_html: `<p>${faker.commerce.productDescription()}</p>`,
      vendor: faker.company.name(),
      product_type: faker.commerce.department(),
      tags: faker.helpers
        .uniqueArray(() => faker.commerce.productAdjective().toLowerCase(), faker.number.int({ min: 0, max: 3 }))
        .join(", "),
      status,
      created_at: created,
      updated_at: created,
      published_at: status === "active" ? created : null,
      published_scope: "web",
      template_suffix: null,
      admin_graphql_api_id: `gid://shopify/Product/${id}`,
      variants,
      options: names.map((name, position) => ({
        id: id * 10 + position,
        product_id: id,
        name,
        position: position + 1,
        values: [...new Set(values.map((list) => list[position]))],
      })),
      images: [],
      image: null,
    });
  }
  return products;
}

let catalogue: SandboxProduct[] | undefined;

/** Every product of the sandbox store, ordered by id (which is how cursors page through them). */
export function sandboxProducts(): readonly SandboxProduct[] {
  catalogue ??= build();
  return catalogue;
}
