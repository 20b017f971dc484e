import { Faker, de, en, en_CA, en_GB, en_US, fr, nl, type LocaleDefinition } from "@faker-js/faker";
import { customerInputSchema, type CustomerInput } from "./schemas/customer.ts";
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

// Real cities with real postcodes of theirs; names, streets and phones come from
// the country's own faker locale, so a German customer has a German street and number.
const PLACES: { country: string; city: string; postcode: string; locale: LocaleDefinition }[] = [
  { country: "GB", city: "London", postcode: "EC2A 4NE", locale: en_GB },
  { country: "DE", city: "Berlin", postcode: "10115", locale: de },
  { country: "US", city: "New York", postcode: "10001", locale: en_US },
  { country: "FR", city: "Paris", postcode: "75003", locale: fr },
  { country: "NL", city: "Amsterdam", postcode: "1012 JS", locale: nl },
  { country: "GB", city: "Manchester", postcode: "M1 1AE", locale: en_GB },
  { country: "DE", city: "München", postcode: "80331", locale: de },
  { country: "US", city: "Austin", postcode: "78701", locale: en_US },
  { country: "CA", city: "Toronto", postcode: "M5V 2T6", locale: en_CA },
  { country: "FR", city: "Lyon", postcode: "69002", locale: fr },
  { country: "GB", city: "Edinburgh", postcode: "EH1 1YZ", locale: en_GB },
  { country: "DE", city: "Hamburg", postcode: "20095", locale: de },
  { country: "US", city: "Seattle", postcode: "98101", locale: en_US },
  { country: "NL", city: "Utrecht", postcode: "3511 LX", locale: nl },
  { country: "CA", city: "Vancouver", postcode: "V6B 1A1", locale: en_CA },
];

const KINDS = ["home", "office", "studio", "warehouse", "pickup point"];
// Most customers count once; a few are picked far more or less often by random selection.
const WEIGHTS = [1, 1, 1, 1, 0.5, 2, 3, 5];

export function sampleCustomers(count = 25): CustomerInput[] {
  const fakers = new Map(PLACES.map((place, i) => [place, new Faker({ locale: [place.locale, en], seed: SEED + i })]));
  const pick = new Faker({ locale: [en], seed: SEED });
  const customers: CustomerInput[] = [];
  const labels = new Set<string>();
  for (let i = 0; customers.length < count; i++) {
    const place = PLACES[i % PLACES.length];
    const faker = fakers.get(place)!;
    const label = `${place.city} ${pick.helpers.arrayElement(KINDS)}`;
    if (labels.has(label)) continue;
    labels.add(label);
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    customers.push(
      customerInputSchema.parse({
        label,
        name: `${firstName} ${lastName}`,
        email: faker.internet.exampleEmail({ firstName, lastName }).toLowerCase(),
        phone: pick.datatype.boolean({ probability: 0.8 }) ? faker.phone.number({ style: "international" }) : "",
        address1: faker.location.streetAddress(),
        address2: pick.datatype.boolean({ probability: 0.25 }) ? faker.location.secondaryAddress() : "",
        city: place.city,
        postcode: place.postcode,
        country: place.country,
        weight: pick.helpers.arrayElement(WEIGHTS),
        active: pick.datatype.boolean({ probability: 0.9 }),
      }),
    );
  }
  return customers;
}
