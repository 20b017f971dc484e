import { Faker, en, en_US } from "@faker-js/faker";
import { centsToDecimal } from "../money.ts";
import { SHIPPING_OPTIONS, type GeneratorConfig, type ShippingMethod } from "./config.ts";
import { createRandom, MAX_SEED, type Random } from "./random.ts";

// Turns a catalogue, a configuration and a seed into orders (spec §5). Pure and
// deterministic: the same inputs give the same orders, byte for byte, so a preview
// made with a seed is exactly what a job with that seed sends.

export interface CatalogueSku {
  sku: string;
  title: string;
  priceCents: number;
  minQuantity: number;
  maxQuantity: number;
}

export interface CatalogueCustomer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  country: string;
  weight: number;
}

/** The order as POSTed to the dispatch API (documented in the README and the API description). */
export interface DispatchOrderPayload {
  order_number: string;
  external_id: string;
  store_id: string;
  channel_id: string;
  created_at: string;
  currency: string;
  customer: { name: string; email: string; phone: string | null };
  shipping_address: { name: string; address1: string; address2: string | null; city: string; postcode: string; country: string };
  shipping_method: string;
  line_items: { sku: string; title: string; quantity: number; unit_price: number; total: number }[];
  totals: { items: number; shipping: number; grand_total: number };
  tags: string[];
  test: true;
}

export interface GenerationInput {
  config: GeneratorConfig;
  seed: number;
  /** Active SKUs only; their order does not matter. */
  skus: readonly CatalogueSku[];
  /** Active customers only; their order does not matter. */
  customers: readonly CatalogueCustomer[];
  destination: { storeId: string; channelId: string };
  /** Stamped on every order as created_at: the one field that is not drawn from the seed. */
  createdAt: Date;
}

export const CURRENCY = "USD";
export const TEST_ORDER_TAG = "orderbench-test";

const dollars = (cents: number) => Number(centsToDecimal(cents));

/** Preflight messages (spec §5), as a title and a message. */
export interface Preflight {
  title: string;
  message: string;
}

export function preflight({ config, skuCount, customers }: { config: GeneratorConfig; skuCount: number; customers: readonly { id: string }[] }): Preflight | null {
  if (skuCount === 0) return { title: "No SKUs available", message: "Please add some SKUs before generating orders" };
  if (config.useRandomCustomer) return null;
  if (customers.length === 0) return { title: "No customers available", message: "Please add some customers or enable random customer selection" };
  if (!customers.some((customer) => customer.id === config.selectedCustomerId)) {
    return { title: "Customer not available", message: "The selected customer is not an active customer of yours: choose another or Random Customer" };
  }
  return null;
}

/** How many SKUs an order holds: between min and max items, never more than there are SKUs. */
function itemCount(random: Random, config: GeneratorConfig, available: number): number {
  const max = Math.min(config.maxItemsPerOrder, available);
  const min = Math.min(config.minItemsPerOrder, max);
  return random.int(min, max);
}

/** A quantity within the configured range, narrowed to the SKU's own range where the two overlap. */
function quantity(random: Random, config: GeneratorConfig, sku: CatalogueSku): number {
  const low = Math.max(config.minQuantityPerItem, sku.minQuantity);
  const high = Math.min(config.maxQuantityPerItem, sku.maxQuantity);
  return low <= high ? random.int(low, high) : random.int(config.minQuantityPerItem, config.maxQuantityPerItem);
}

function shippingMethod(random: Random, config: GeneratorConfig): (typeof SHIPPING_OPTIONS)[number] {
  if (config.shippingOption === "random") return random.pick(SHIPPING_OPTIONS);
  return SHIPPING_OPTIONS.find((option) => option.value === (config.shippingOption as ShippingMethod))!;
}

/** A made-up US customer, for random selection when the user keeps no active customers. */
function inventedCustomer(faker: Faker): Omit<CatalogueCustomer, "id" | "weight"> {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    name: `${firstName} ${lastName}`,
    email: faker.internet.exampleEmail({ firstName, lastName }).toLowerCase(),
    phone: faker.phone.number({ style: "international" }),
    address1: faker.location.streetAddress(),
    address2: null,
    city: faker.location.city(),
    postcode: faker.location.zipCode("#####"),
    country: "US",
  };
}

function chooseCustomer(random: Random, input: GenerationInput, customers: readonly CatalogueCustomer[], faker: Faker) {
  if (!input.config.useRandomCustomer) {
    const chosen = customers.find((customer) => customer.id === input.config.selectedCustomerId);
    if (!chosen) throw new Error("The selected customer is not among the active customers");
    return chosen;
  }
  if (customers.length > 0) return random.weighted(customers, (customer) => customer.weight);
  faker.seed(random.int(0, MAX_SEED));
  return inventedCustomer(faker);
}

export function generateOrders(input: GenerationInput): DispatchOrderPayload[] {
  const { config, seed } = input;
  if (input.skus.length === 0) throw new Error("No active SKUs to generate orders from");
  // Sorted, so that the database's row order cannot change what a seed gives.
  const skus = [...input.skus].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  const customers = [...input.customers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = createRandom(seed);
  const faker = new Faker({ locale: [en_US, en] });
  const createdAt = input.createdAt.toISOString();
  const digits = Math.max(3, String(config.totalOrders).length);

  return Array.from({ length: config.totalOrders }, (_, index): DispatchOrderPayload => {
    const chosen = random.sample(skus, itemCount(random, config, skus.length));
    const lines = chosen.map((sku) => {
      const count = quantity(random, config, sku);
      return { sku, quantity: count, totalCents: sku.priceCents * count };
    });
    const shipping = shippingMethod(random, config);
    const customer = chooseCustomer(random, input, customers, faker);
    const itemsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    return {
      order_number: `OB-${seed}-${String(index + 1).padStart(digits, "0")}`,
      external_id: random.uuid(),
      store_id: input.destination.storeId,
      channel_id: input.destination.channelId,
      created_at: createdAt,
      currency: CURRENCY,
      customer: { name: customer.name, email: customer.email, phone: customer.phone },
      shipping_address: {
        name: customer.name,
        address1: customer.address1,
        address2: customer.address2,
        city: customer.city,
        postcode: customer.postcode,
        country: customer.country,
      },
      shipping_method: shipping.label,
      line_items: lines.map((line) => ({
        sku: line.sku.sku,
        title: line.sku.title,
        quantity: line.quantity,
        unit_price: dollars(line.sku.priceCents),
        total: dollars(line.totalCents),
      })),
      totals: { items: dollars(itemsCents), shipping: dollars(shipping.feeCents), grand_total: dollars(itemsCents + shipping.feeCents) },
      tags: [TEST_ORDER_TAG, `seed:${seed}`],
      test: true,
    };
  });
}

/** The preview row of an order (spec §3 "Preview order"), money in cents. */
export interface PreviewOrder {
  orderNumber: string;
  skus: { sku: string; quantity: number; priceCents: number }[];
  totalUnits: number;
  shippingMethod: string;
  /** Spec §5: the sum of price × quantity (shipping is in the order's totals). */
  totalCents: number;
}

const cents = (amount: number) => Math.round(amount * 100);

export function previewOf(order: DispatchOrderPayload): PreviewOrder {
  return {
    orderNumber: order.order_number,
    skus: order.line_items.map((item) => ({ sku: item.sku, quantity: item.quantity, priceCents: cents(item.unit_price) })),
    totalUnits: order.line_items.reduce((sum, item) => sum + item.quantity, 0),
    shippingMethod: order.shipping_method,
    totalCents: cents(order.totals.items),
  };
}

