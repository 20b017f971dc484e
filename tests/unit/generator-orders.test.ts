import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { DEFAULT_GENERATOR_CONFIG, SHIPPING_OPTION_VALUES, type GeneratorConfig, type ShippingOption } from "../../app/lib/generator/config.ts";
import {
  generateOrders,
  preflight,
  previewOf,
  type CatalogueCustomer,
  type CatalogueSku,
  type DispatchOrderPayload,
  type GenerationInput,
} from "../../app/lib/generator/orders.ts";
import { createRandom, type Random } from "../../app/lib/generator/random.ts";
import { parseCents } from "../../app/lib/money.ts";
import { dispatchOrderSchema, EXAMPLE_DISPATCH_ORDER, orderProblems, type DispatchOrder } from "../../app/lib/schemas/dispatch-order.ts";

// The order generator, checked over many seeds and random catalogues: what every
// order must satisfy, whatever the seed draws.

const CREATED_AT = new Date("2025-03-01T09:15:00Z");
const DESTINATION = { storeId: "store-7", channelId: "channel-web" };
const SEEDS = Array.from({ length: 200 }, (_, index) => index);

/** Spec §3's labels; the fees are Orderbench's. */
const SHIPPING: Record<Exclude<ShippingOption, "random">, { label: string; feeCents: number }> = {
  free: { label: "Free Shipping", feeCents: 0 },
  standard: { label: "Standard Shipping", feeCents: 495 },
  express: { label: "Express Shipping", feeCents: 1295 },
  next_day: { label: "Next Day Delivery", feeCents: 1995 },
};
const feeOf = (label: string) => Object.values(SHIPPING).find((option) => option.label === label)?.feeCents;

/** Amounts as the payload states them, in cents; null when one is not a 2-decimal amount. */
const cents = (amount: number) => parseCents(String(amount));

/** SKUs with ranges that sometimes overlap the configured quantities and sometimes lie outside them. */
function randomSkus(random: Random, count: number): CatalogueSku[] {
  return Array.from({ length: count }, (_, index) => {
    const minQuantity = random.int(1, 14);
    return {
      sku: `SKU-${index}-${random.int(0, 9999)}`,
      title: `Product ${index}`,
      priceCents: random.int(0, 50_000),
      minQuantity,
      maxQuantity: random.int(minQuantity, 15),
    };
  });
}

function randomCustomers(random: Random, count: number, weightOf = () => random.int(0, 5)): CatalogueCustomer[] {
  return Array.from({ length: count }, (_, index) => ({
    id: random.uuid(),
    name: `Customer ${index}`,
    email: `customer${index}@example.com`,
    phone: random.int(0, 1) ? `+1 555 010${index}` : null,
    address1: `${index + 1} Main Street`,
    address2: random.int(0, 1) ? `Unit ${index}` : null,
    city: "Springfield",
    postcode: `1000${index}`,
    country: random.pick(["US", "GB", "DE"]),
    weight: weightOf(),
  }));
}

function randomConfig(random: Random, customers: readonly CatalogueCustomer[]): GeneratorConfig {
  const minItemsPerOrder = random.int(1, 10);
  const minQuantityPerItem = random.int(1, 10);
  const selected = customers.length > 0 && random.int(0, 1) ? random.pick(customers) : null;
  return {
    totalOrders: random.int(1, 30),
    delaySeconds: 1,
    shippingOption: random.pick(SHIPPING_OPTION_VALUES),
    minItemsPerOrder,
    maxItemsPerOrder: random.int(minItemsPerOrder, 10),
    minQuantityPerItem,
    maxQuantityPerItem: random.int(minQuantityPerItem, 10),
    useRandomCustomer: selected === null,
    selectedCustomerId: selected?.id ?? null,
  };
}

/** A random catalogue and configuration for a seed: no customers, a chosen one, or random ones. */
function randomInput(seed: number): GenerationInput {
  const world = createRandom(seed * 7919 + 17);
  const skus = randomSkus(world, world.int(1, 12));
  const customers = randomCustomers(world, world.int(0, 4));
  return { config: randomConfig(world, customers), seed, skus, customers, destination: DESTINATION, createdAt: CREATED_AT };
}

function input(config: Partial<GeneratorConfig>, rest: Partial<GenerationInput> = {}): GenerationInput {
  return {
    config: { ...DEFAULT_GENERATOR_CONFIG, useRandomCustomer: true, ...config },
    seed: 1,
    skus: randomSkus(createRandom(1), 10),
    customers: [],
    destination: DESTINATION,
    createdAt: CREATED_AT,
    ...rest,
  };
}

const manySeeds = (count: number, make: (seed: number) => GenerationInput): DispatchOrderPayload[] =>
  Array.from({ length: count }, (_, seed) => generateOrders(make(seed))).flat();

describe("generated line items", () => {
  it("hold between min and max items (never more than there are SKUs) of distinct, given SKUs, in range, priced to the cent", () => {
    const problems: string[] = [];
    const branches = { narrowed: 0, configRangeOnly: 0 };
    for (const seed of SEEDS) {
      const { config, skus, ...rest } = randomInput(seed);
      const bySku = new Map(skus.map((sku) => [sku.sku, sku]));
      const most = Math.min(config.maxItemsPerOrder, skus.length);
      const least = Math.min(config.minItemsPerOrder, skus.length);
      const orders = generateOrders({ config, skus, ...rest });
      if (orders.length !== config.totalOrders) problems.push(`seed ${seed}: ${orders.length} orders, not ${config.totalOrders}`);
      for (const order of orders) {
        const problem = (text: string) => problems.push(`seed ${seed}, ${order.order_number}: ${text}`);
        const count = order.line_items.length;
        if (count < least || count > most) problem(`${count} items, not ${least}–${most}`);
        if (new Set(order.line_items.map((item) => item.sku)).size !== count) problem("a SKU twice");
        for (const item of order.line_items) {
          const sku = bySku.get(item.sku);
          if (!sku) {
            problem(`unknown SKU ${item.sku}`);
            continue;
          }
          const low = Math.max(config.minQuantityPerItem, sku.minQuantity);
          const high = Math.min(config.maxQuantityPerItem, sku.maxQuantity);
          const [min, max] = low <= high ? [low, high] : [config.minQuantityPerItem, config.maxQuantityPerItem];
          branches[low <= high ? "narrowed" : "configRangeOnly"]++;
          if (!Number.isInteger(item.quantity) || item.quantity < min || item.quantity > max) problem(`${item.sku} quantity ${item.quantity}, not ${min}–${max}`);
          if (item.title !== sku.title) problem(`${item.sku} title ${item.title}`);
          if (cents(item.unit_price) !== sku.priceCents) problem(`${item.sku} unit_price ${item.unit_price}, not ${sku.priceCents} cents`);
          if (cents(item.total) !== sku.priceCents * item.quantity) problem(`${item.sku} total ${item.total}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Both quantity rules were exercised, or the loop above proved less than it claims.
    expect(branches.narrowed).toBeGreaterThan(100);
    expect(branches.configRangeOnly).toBeGreaterThan(100);
  });

  it("use the whole item-count range and the whole quantity range", () => {
    const orders = manySeeds(3, (seed) =>
      input({ totalOrders: 100, minItemsPerOrder: 2, maxItemsPerOrder: 4, minQuantityPerItem: 1, maxQuantityPerItem: 10 }, {
        seed,
        skus: randomSkus(createRandom(5), 10).map((sku) => ({ ...sku, minQuantity: 1, maxQuantity: 10 })),
      }),
    );
    expect(new Set(orders.map((order) => order.line_items.length))).toEqual(new Set([2, 3, 4]));
    expect(new Set(orders.flatMap((order) => order.line_items.map((item) => item.quantity)))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it("narrow quantities to a SKU's own range where it overlaps the configured one, and keep to the configured one where not", () => {
    const skus: CatalogueSku[] = [
      { sku: "NARROW", title: "Narrow", priceCents: 100, minQuantity: 4, maxQuantity: 6 },
      { sku: "OUTSIDE", title: "Outside", priceCents: 100, minQuantity: 12, maxQuantity: 15 },
    ];
    const orders = manySeeds(5, (seed) => input({ totalOrders: 50, minItemsPerOrder: 2, maxItemsPerOrder: 2, minQuantityPerItem: 1, maxQuantityPerItem: 8 }, { seed, skus }));
    const quantitiesOf = (code: string) => new Set(orders.flatMap((order) => order.line_items.filter((item) => item.sku === code).map((item) => item.quantity)));
    expect(quantitiesOf("NARROW")).toEqual(new Set([4, 5, 6]));
    expect(quantitiesOf("OUTSIDE")).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it("refuses to generate from no SKUs", () => {
    expect(() => generateOrders(input({}, { skus: [] }))).toThrow("No active SKUs to generate orders from");
  });
});

describe("generated shipping and totals", () => {
  it("charge the chosen option's method and fee, and add up exactly in cents", () => {
    const problems: string[] = [];
    for (const seed of SEEDS) {
      const { config, ...rest } = randomInput(seed);
      for (const order of generateOrders({ config, ...rest })) {
        const problem = (text: string) => problems.push(`seed ${seed}, ${order.order_number}: ${text}`);
        const fee = feeOf(order.shipping_method);
        if (fee === undefined) problem(`unknown method ${order.shipping_method}`);
        if (config.shippingOption !== "random" && order.shipping_method !== SHIPPING[config.shippingOption].label) {
          problem(`${order.shipping_method} for ${config.shippingOption}`);
        }
        const items = order.line_items.reduce((sum, item) => sum + (cents(item.total) ?? Number.NaN), 0);
        if (cents(order.totals.items) !== items) problem(`items ${order.totals.items}, not ${items} cents`);
        if (cents(order.totals.shipping) !== fee) problem(`shipping ${order.totals.shipping}, not ${fee} cents`);
        if (cents(order.totals.grand_total) !== items + (fee ?? Number.NaN)) problem(`grand_total ${order.totals.grand_total}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every method over many orders with Random Selection, and only the fixed one otherwise", () => {
    const methods = (shippingOption: ShippingOption) =>
      new Set(manySeeds(2, (seed) => input({ totalOrders: 100, shippingOption }, { seed })).map((order) => order.shipping_method));
    expect(methods("random")).toEqual(new Set(Object.values(SHIPPING).map((option) => option.label)));
    for (const [value, option] of Object.entries(SHIPPING)) expect(methods(value as ShippingOption)).toEqual(new Set([option.label]));
  });
});

describe("generated customers", () => {
  const customers = randomCustomers(createRandom(3), 4);

  it("are the selected customer, on the order and as the shipping address, when random is off", () => {
    for (const chosen of customers) {
      const orders = generateOrders(input({ totalOrders: 20, useRandomCustomer: false, selectedCustomerId: chosen.id }, { customers }));
      for (const order of orders) {
        expect(order.customer).toEqual({ name: chosen.name, email: chosen.email, phone: chosen.phone });
        expect(order.shipping_address).toEqual({
          name: chosen.name,
          address1: chosen.address1,
          address2: chosen.address2,
          city: chosen.city,
          postcode: chosen.postcode,
          country: chosen.country,
        });
      }
    }
    expect(() => generateOrders(input({ useRandomCustomer: false, selectedCustomerId: "gone" }, { customers }))).toThrow(
      "The selected customer is not among the active customers",
    );
  });

  it("are picked in proportion to their weights when random, never one of weight 0", () => {
    const weights = [0, 1, 3, 6];
    const weighted = customers.map((customer, index) => ({ ...customer, weight: weights[index] }));
    const orders = manySeeds(200, (seed) => input({ totalOrders: 100 }, { seed, customers: weighted }));
    expect(orders).toHaveLength(20_000);
    const share = (customer: CatalogueCustomer) => orders.filter((order) => order.customer.email === customer.email).length / orders.length;
    expect(share(weighted[0])).toBe(0);
    for (const customer of weighted.slice(1)) expect(Math.abs(share(customer) - customer.weight / 10), customer.email).toBeLessThan(0.02);
  });

  it("are picked evenly when every weight is 0", () => {
    const unweighted = customers.map((customer) => ({ ...customer, weight: 0 }));
    const orders = manySeeds(20, (seed) => input({ totalOrders: 100 }, { seed, customers: unweighted }));
    for (const customer of unweighted) {
      const share = orders.filter((order) => order.customer.email === customer.email).length / orders.length;
      expect(Math.abs(share - 0.25), customer.email).toBeLessThan(0.03);
    }
  });

  it("are invented, in the US with valid emails, when random and there are none", () => {
    const orders = manySeeds(10, (seed) => input({ totalOrders: 30 }, { seed, customers: [] }));
    for (const order of orders) {
      expect(z.email().safeParse(order.customer.email).success, order.customer.email).toBe(true);
      expect(order.customer.name).toMatch(/^\S.* \S+$/);
      expect(order.customer.phone).toEqual(expect.any(String));
      expect(order.shipping_address).toMatchObject({ name: order.customer.name, address2: null, country: "US", postcode: expect.stringMatching(/^\d{5}$/) });
      expect(order.shipping_address.address1).not.toBe("");
      expect(order.shipping_address.city).not.toBe("");
    }
    expect(new Set(orders.map((order) => order.customer.email)).size).toBeGreaterThan(orders.length / 2);
  });
});

describe("generated orders as a whole", () => {
  it("are numbered OB-{seed}-NNN, tagged as tests, sent to the destination, stamped with the given time", () => {
    const orders = generateOrders(input({ totalOrders: 100 }, { seed: 4_294_967_295 }));
    expect(orders.map((order) => order.order_number)).toEqual(Array.from({ length: 100 }, (_, index) => `OB-4294967295-${String(index + 1).padStart(3, "0")}`));
    expect(orders[0].order_number).toBe("OB-4294967295-001");
    expect(new Set(orders.map((order) => order.external_id)).size).toBe(100);
    for (const order of orders) {
      expect(order.external_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(order.tags).toContain("orderbench-test");
      expect(order.tags).toContain("seed:4294967295");
      expect(order).toMatchObject({ test: true, store_id: "store-7", channel_id: "channel-web", created_at: "2025-03-01T09:15:00.000Z", currency: "USD" });
    }
  });

  it("are the same for the same input, and for the same catalogue listed in another order", () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const given = randomInput(seed);
      const first = JSON.stringify(generateOrders(given));
      expect(JSON.stringify(generateOrders(randomInput(seed))), `seed ${seed}`).toBe(first);
      const shuffle = createRandom(seed + 1);
      const reordered = { ...given, skus: shuffle.sample(given.skus, given.skus.length), customers: shuffle.sample(given.customers, given.customers.length) };
      expect(JSON.stringify(generateOrders(reordered)), `seed ${seed}`).toBe(first);
    }
  });

  it("do not depend on the order the SKUs and customers come in (with the catalogue visibly reordered)", () => {
    const skus = randomSkus(createRandom(8), 10);
    const customers = randomCustomers(createRandom(9), 4, () => 1);
    const given = input({ totalOrders: 50, maxItemsPerOrder: 3 }, { seed: 11, skus, customers });
    const reordered = { ...given, skus: [...skus].reverse(), customers: [...customers].reverse() };
    expect(reordered.skus[0]).not.toBe(given.skus[0]);
    expect(JSON.stringify(generateOrders(reordered))).toBe(JSON.stringify(generateOrders(given)));
  });

  it("differ from seed to seed beyond the seed's own number and tag", () => {
    const withoutSeed = (seed: number) =>
      JSON.stringify(generateOrders(input({ totalOrders: 5, shippingOption: "random", maxItemsPerOrder: 3 }, { seed })).map(({ order_number: _n, tags: _t, ...rest }) => rest));
    const drawn = SEEDS.slice(0, 20).map(withoutSeed);
    expect(new Set(drawn).size).toBe(20);
  });

  it("are all valid dispatch orders, whatever the seed, catalogue and customer choice", () => {
    const problems = SEEDS.flatMap((seed) =>
      generateOrders(randomInput(seed)).flatMap((order) => {
        const parsed = dispatchOrderSchema.safeParse(order);
        return parsed.success ? [] : orderProblems(parsed.error).map((problem) => `seed ${seed}, ${order.order_number}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
    const invented = manySeeds(20, (seed) => input({ totalOrders: 100, shippingOption: "random" }, { seed }));
    expect(invented.filter((order) => !dispatchOrderSchema.safeParse(order).success)).toEqual([]);
    // And the payload's type is one the schema's output type accepts (checked by tsc).
    expectTypeOf<DispatchOrderPayload>().toExtend<DispatchOrder>();
  });

  it("include the documented example exactly", () => {
    const [order] = generateOrders({
      config: { ...DEFAULT_GENERATOR_CONFIG, totalOrders: 1, shippingOption: "standard", minItemsPerOrder: 2, maxItemsPerOrder: 2, selectedCustomerId: "ada" },
      seed: 42,
      skus: [
        { sku: "TEE-BLK-M", title: "Classic Tee", priceCents: 1990, minQuantity: 2, maxQuantity: 2 },
        { sku: "CAP-RED", title: "Cap", priceCents: 1250, minQuantity: 1, maxQuantity: 1 },
      ],
      customers: [
        { id: "ada", name: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000", address1: "12 Example Street", address2: null, city: "London", postcode: "N1 9GU", country: "GB", weight: 1 },
      ],
      destination: { storeId: "store-1", channelId: "web" },
      createdAt: new Date(EXAMPLE_DISPATCH_ORDER.created_at),
    });
    expect(order).toEqual(EXAMPLE_DISPATCH_ORDER);
  });
});

describe("order preview", () => {
  it("lists SKU × quantity with prices in cents, the units, the method and the items total", () => {
    expect(previewOf(EXAMPLE_DISPATCH_ORDER)).toEqual({
      orderNumber: "OB-42-001",
      skus: [
        { sku: "CAP-RED", quantity: 1, priceCents: 1250 },
        { sku: "TEE-BLK-M", quantity: 2, priceCents: 1990 },
      ],
      totalUnits: 3,
      shippingMethod: "Standard Shipping",
      totalCents: 5230,
    });
  });
});

describe("generator preflight", () => {
  const chosen = { ...DEFAULT_GENERATOR_CONFIG, selectedCustomerId: "c-1" };
  const random = { ...DEFAULT_GENERATOR_CONFIG, useRandomCustomer: true };

  it("asks for SKUs first", () => {
    expect(preflight({ config: random, skuCount: 0, customers: [] })).toEqual({ title: "No SKUs available", message: "Please add some SKUs before generating orders" });
    expect(preflight({ config: chosen, skuCount: 0, customers: [] })?.title).toBe("No SKUs available");
  });

  it("asks for customers only when random customer selection is off", () => {
    expect(preflight({ config: chosen, skuCount: 3, customers: [] })).toEqual({
      title: "No customers available",
      message: "Please add some customers or enable random customer selection",
    });
    expect(preflight({ config: random, skuCount: 3, customers: [] })).toBeNull();
  });

  it("passes with the selected customer active, and stops when it is not", () => {
    expect(preflight({ config: chosen, skuCount: 3, customers: [{ id: "c-1" }] })).toBeNull();
    expect(preflight({ config: chosen, skuCount: 3, customers: [{ id: "c-2" }] })?.title).toBe("Customer not available");
  });
});
