import { describe, expect, it } from "vitest";
import { DEFAULT_GENERATOR_CONFIG, generatorConfigSchema, generatorFormSchema, SEED_MESSAGE } from "../../app/lib/generator/config.ts";

// The Generator Settings form forgives (spec §5: out of range becomes 1); the JSON
// configuration of POST /api/jobs does not.

const form = {
  totalOrders: "10",
  delaySeconds: "1",
  shippingOption: "free",
  customer: "random",
  minItemsPerOrder: "1",
  maxItemsPerOrder: "5",
  minQuantityPerItem: "1",
  maxQuantityPerItem: "3",
  seed: "",
};

const parseForm = (fields: Partial<typeof form>) => generatorFormSchema.safeParse({ ...form, ...fields });

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("generator settings form", () => {
  it("reads valid values as numbers", () => {
    expect(parseForm({ totalOrders: "100", delaySeconds: "60", shippingOption: "express", maxItemsPerOrder: "10", maxQuantityPerItem: "10", seed: "42" }).data).toEqual({
      totalOrders: 100,
      delaySeconds: 60,
      shippingOption: "express",
      minItemsPerOrder: 1,
      maxItemsPerOrder: 10,
      minQuantityPerItem: 1,
      maxQuantityPerItem: 10,
      useRandomCustomer: true,
      selectedCustomerId: null,
      seed: 42,
    });
  });

  it("turns orders, items and quantities out of range into 1", () => {
    for (const totalOrders of ["0", "abc", "101", "", "2.5", "-3"]) expect(parseForm({ totalOrders }).data?.totalOrders, totalOrders).toBe(1);
    const items = parseForm({ minItemsPerOrder: "11", maxItemsPerOrder: "11", minQuantityPerItem: "0", maxQuantityPerItem: "11" });
    expect(items.data).toMatchObject({ minItemsPerOrder: 1, maxItemsPerOrder: 1, minQuantityPerItem: 1, maxQuantityPerItem: 1 });
  });

  it("keeps a delay from 0 to 60 and turns any other into the default 1", () => {
    expect(parseForm({ delaySeconds: "0" }).data?.delaySeconds).toBe(0);
    expect(parseForm({ delaySeconds: "61" }).data?.delaySeconds).toBe(1);
    expect(parseForm({ delaySeconds: "soon" }).data?.delaySeconds).toBe(1);
  });

  it("refuses a minimum above its maximum, on the maximum's field", () => {
    const result = parseForm({ minItemsPerOrder: "4", maxItemsPerOrder: "3", minQuantityPerItem: "5", maxQuantityPerItem: "2" });
    expect(errorsOf(result)).toEqual({
      maxItemsPerOrder: "Max Items Per Order must be at least Min Items Per Order",
      maxQuantityPerItem: "Max Quantity Per Item must be at least Min Quantity Per Item",
    });
    expect(parseForm({ minItemsPerOrder: "3", maxItemsPerOrder: "3" }).success).toBe(true);
  });

  it("takes no seed as none, and refuses one that is not a whole number in range", () => {
    expect(parseForm({ seed: "" }).data?.seed).toBeUndefined();
    expect(parseForm({ seed: "   " }).data?.seed).toBeUndefined();
    expect(parseForm({ seed: "0" }).data?.seed).toBe(0);
    expect(parseForm({ seed: " 4294967295 " }).data?.seed).toBe(4_294_967_295);
    for (const seed of ["12a", "-1", "1.5", "4294967296"]) expect(errorsOf(parseForm({ seed })), seed).toEqual({ seed: SEED_MESSAGE });
  });

  it("reads the customer select as random or a customer id", () => {
    expect(parseForm({ customer: "random" }).data).toMatchObject({ useRandomCustomer: true, selectedCustomerId: null });
    const id = "0b7c2a8e-1f2d-4c3b-9a8e-1234567890ab";
    expect(parseForm({ customer: id }).data).toMatchObject({ useRandomCustomer: false, selectedCustomerId: id });
  });

  it("falls back to the default shipping option for an unknown one", () => {
    expect(parseForm({ shippingOption: "teleport" }).data?.shippingOption).toBe("free");
    expect(parseForm({ shippingOption: "random" }).data?.shippingOption).toBe("random");
  });
});

describe("generator configuration as JSON", () => {
  it("fills in the defaults for fields left out, with no seed", () => {
    const parsed = generatorConfigSchema.parse({});
    expect(parsed).toEqual(DEFAULT_GENERATOR_CONFIG);
    expect(parsed.seed).toBeUndefined();
    expect(generatorConfigSchema.parse({ seed: 0, selectedCustomerId: "c-1" })).toMatchObject({ seed: 0, selectedCustomerId: "c-1" });
  });

  it("refuses out-of-range values instead of forgiving them", () => {
    expect(errorsOf(generatorConfigSchema.safeParse({ totalOrders: 0 }))).toEqual({ totalOrders: "totalOrders must be from 1 to 100" });
    expect(errorsOf(generatorConfigSchema.safeParse({ totalOrders: 101, delaySeconds: 61, maxQuantityPerItem: 11 }))).toEqual({
      totalOrders: "totalOrders must be from 1 to 100",
      delaySeconds: "delaySeconds must be from 0 to 60",
      maxQuantityPerItem: "maxQuantityPerItem must be from 1 to 10",
    });
    expect(errorsOf(generatorConfigSchema.safeParse({ totalOrders: 2.5, delaySeconds: "1", shippingOption: "teleport", useRandomCustomer: "yes", seed: -1 }))).toEqual({
      totalOrders: "totalOrders must be a whole number",
      delaySeconds: "delaySeconds must be a number",
      shippingOption: "shippingOption must be one of free, standard, express, next_day, random",
      useRandomCustomer: "useRandomCustomer must be true or false",
      seed: SEED_MESSAGE,
    });
    expect(errorsOf(generatorConfigSchema.safeParse({ minItemsPerOrder: 6, maxItemsPerOrder: 5 }))).toEqual({
      maxItemsPerOrder: "Max Items Per Order must be at least Min Items Per Order",
    });
  });
});
