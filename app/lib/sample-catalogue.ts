import { Faker, en } from "@faker-js/faker";
import { skuInputSchema, type SkuInput } from "./schemas/sku.ts";

// The demo catalogue behind 'Load sample data': fixed-seed fake data, so every
// new user gets the same realistic set and can try the generator at once.

const SEED = 20_261_122;

export function sampleSkus(count = 40): SkuInput[] {
  const faker = new Faker({ locale: [en], seed: SEED });
  const used = new Set<string>();
  const skus: SkuInput[] = [];
  while (skus.length < count) {
    const title = faker.commerce.productName();
    const department = faker.commerce.department();
    const code = `${department.slice(0, 3).toUpperCase()}-${faker.string.alphanumeric({ length: 6, casing: "upper" })}`;
    if (used.has(code)) continue;
    used.add(code);
    const minQuantity = faker.number.int({ min: 1, max: 2 });
    skus.push(
      skuInputSchema.parse({
        sku: code,
        title,
        tags: [department.toLowerCase(), faker.commerce.productMaterial().toLowerCase()].join(","),
        price: faker.commerce.price({ min: 4, max: 180, dec: 2 }),
        minQuantity,
        maxQuantity: minQuantity + faker.number.int({ min: 0, max: 4 }),
        weight: faker.number.float({ min: 0.05, max: 4, fractionDigits: 2 }),
        active: faker.datatype.boolean({ probability: 0.9 }) ? "true" : "false",
      }),
    );
  }
  return skus;
}
