import { z } from "zod";
import { MAX_SEED } from "./random.ts";

// The generator configuration (spec §3) with the spec's limits and defaults (§5, §9).

export const SHIPPING_OPTIONS = [
  { value: "free", label: "Free Shipping", feeCents: 0 },
  { value: "standard", label: "Standard Shipping", feeCents: 495 },
  { value: "express", label: "Express Shipping", feeCents: 1295 },
  { value: "next_day", label: "Next Day Delivery", feeCents: 1995 },
] as const;
export const RANDOM_SHIPPING = { value: "random", label: "Random Selection" } as const;

export type ShippingMethod = (typeof SHIPPING_OPTIONS)[number]["value"];
export type ShippingOption = ShippingMethod | typeof RANDOM_SHIPPING.value;
export const SHIPPING_OPTION_VALUES = ["free", "standard", "express", "next_day", "random"] as const satisfies readonly ShippingOption[];

export function shippingOptionLabel(value: string): string {
  if (value === RANDOM_SHIPPING.value) return RANDOM_SHIPPING.label;
  return SHIPPING_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export const LIMITS = {
  totalOrders: { min: 1, max: 100 },
  delaySeconds: { min: 0, max: 60 },
  itemsPerOrder: { min: 1, max: 10 },
  quantityPerItem: { min: 1, max: 10 },
} as const;

export interface GeneratorConfig {
  totalOrders: number;
  delaySeconds: number;
  shippingOption: ShippingOption;
  minItemsPerOrder: number;
  maxItemsPerOrder: number;
  minQuantityPerItem: number;
  maxQuantityPerItem: number;
  useRandomCustomer: boolean;
  selectedCustomerId: string | null;
  /** Absent: one is drawn when the job is created, and stored with it. */
  seed?: number;
}

export const DEFAULT_GENERATOR_CONFIG: GeneratorConfig = {
  totalOrders: 10,
  delaySeconds: 1,
  shippingOption: "free",
  minItemsPerOrder: 1,
  maxItemsPerOrder: 5,
  minQuantityPerItem: 1,
  maxQuantityPerItem: 3,
  useRandomCustomer: false,
  selectedCustomerId: null,
};

/** The Customer Selection value that means "a random customer per order". */
export const RANDOM_CUSTOMER = "random";

export const SEED_MESSAGE = `Random Seed must be a whole number from 0 to ${MAX_SEED}`;

const wholeIn = (value: unknown, { min, max }: { min: number; max: number }): number | null => {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/** Spec §5: a value outside its range becomes 1 rather than an error (the delay, 0–60, falls back to its default). */
const forgiving = (limits: { min: number; max: number }, fallback = 1) =>
  z.preprocess((value) => wholeIn(value, limits) ?? fallback, z.number());

const seedField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
  z.coerce
    .number({ error: SEED_MESSAGE })
    .int({ error: SEED_MESSAGE })
    .min(0, { error: SEED_MESSAGE })
    .max(MAX_SEED, { error: SEED_MESSAGE })
    .optional(),
);

function minNotAboveMax(config: GeneratorConfig, ctx: z.RefinementCtx) {
  if (config.minItemsPerOrder > config.maxItemsPerOrder) {
    ctx.addIssue({ code: "custom", path: ["maxItemsPerOrder"], message: "Max Items Per Order must be at least Min Items Per Order" });
  }
  if (config.minQuantityPerItem > config.maxQuantityPerItem) {
    ctx.addIssue({ code: "custom", path: ["maxQuantityPerItem"], message: "Max Quantity Per Item must be at least Min Quantity Per Item" });
  }
}

/**
 * The Generator Settings form: numbers out of range become 1 (spec §5), the customer
 * select is `random` or a customer id. The seed and min ≤ max are the only errors.
 */
export const generatorFormSchema = z
  .object({
    totalOrders: forgiving(LIMITS.totalOrders),
    delaySeconds: forgiving(LIMITS.delaySeconds, DEFAULT_GENERATOR_CONFIG.delaySeconds),
    shippingOption: z.preprocess(
      (value) => (SHIPPING_OPTION_VALUES.includes(value as ShippingOption) ? value : DEFAULT_GENERATOR_CONFIG.shippingOption),
      z.enum(SHIPPING_OPTION_VALUES),
    ),
    customer: z.string().trim().default(RANDOM_CUSTOMER),
    minItemsPerOrder: forgiving(LIMITS.itemsPerOrder),
    maxItemsPerOrder: forgiving(LIMITS.itemsPerOrder),
    minQuantityPerItem: forgiving(LIMITS.quantityPerItem),
    maxQuantityPerItem: forgiving(LIMITS.quantityPerItem),
    seed: seedField,
  })
  .transform(({ customer, ...rest }): GeneratorConfig => ({
    ...rest,
    useRandomCustomer: customer === RANDOM_CUSTOMER,
    selectedCustomerId: customer === RANDOM_CUSTOMER ? null : customer,
  }))
  .superRefine(minNotAboveMax);

const whole = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${min} to ${max}` })
    .max(max, { error: `${name} must be from ${min} to ${max}` });

/**
 * The same configuration as JSON (POST /api/jobs, camelCase as in spec §3): strict,
 * because an API client wants to hear about a bad value rather than get 1 instead.
 */
export const generatorConfigSchema = z
  .object({
    totalOrders: whole("totalOrders", LIMITS.totalOrders).default(DEFAULT_GENERATOR_CONFIG.totalOrders),
    delaySeconds: whole("delaySeconds", LIMITS.delaySeconds).default(DEFAULT_GENERATOR_CONFIG.delaySeconds),
    shippingOption: z
      .enum(SHIPPING_OPTION_VALUES, { error: `shippingOption must be one of ${SHIPPING_OPTION_VALUES.join(", ")}` })
      .default(DEFAULT_GENERATOR_CONFIG.shippingOption),
    minItemsPerOrder: whole("minItemsPerOrder", LIMITS.itemsPerOrder).default(DEFAULT_GENERATOR_CONFIG.minItemsPerOrder),
    maxItemsPerOrder: whole("maxItemsPerOrder", LIMITS.itemsPerOrder).default(DEFAULT_GENERATOR_CONFIG.maxItemsPerOrder),
    minQuantityPerItem: whole("minQuantityPerItem", LIMITS.quantityPerItem).default(DEFAULT_GENERATOR_CONFIG.minQuantityPerItem),
    maxQuantityPerItem: whole("maxQuantityPerItem", LIMITS.quantityPerItem).default(DEFAULT_GENERATOR_CONFIG.maxQuantityPerItem),
    useRandomCustomer: z.boolean({ error: "useRandomCustomer must be true or false" }).default(DEFAULT_GENERATOR_CONFIG.useRandomCustomer),
    selectedCustomerId: z.string({ error: "selectedCustomerId must be text" }).nullish().transform((value) => value || null),
    seed: z.number({ error: SEED_MESSAGE }).int({ error: SEED_MESSAGE }).min(0, { error: SEED_MESSAGE }).max(MAX_SEED, { error: SEED_MESSAGE }).nullish().transform((value) => value ?? undefined),
  })
  .superRefine(minNotAboveMax);
