import { z } from "zod";
import {
  DEFAULT_GENERATOR_CONFIG,
  generatorConfigSchema,
  LIMITS,
  RANDOM_SHIPPING,
  SEED_MESSAGE,
  SHIPPING_OPTION_VALUES,
  SHIPPING_OPTIONS,
  type GeneratorConfig,
  type ShippingOption,
} from "../generator/config.ts";
import type { CatalogueCustomer } from "../generator/orders.ts";
import { MAX_SEED } from "../generator/random.ts";
import { apiCustomerSchema } from "./api-customer.ts";
import { customerFields } from "./customer.ts";
import { isHttpUrl } from "./settings.ts";

// POST /api/jobs takes one of two bodies (spec §3):
// - the generation request, snake_case: order_count, shipping_option, skus, customers,
//   customer + shipping_address, …; every field optional, with the spec's §9 defaults;
// - the generator configuration, camelCase: totalOrders, shippingOption, useRandomCustomer, ….
// Both may carry dry_run and the destination (base_url, token, store_id, channel_id,
// orders_endpoint); a destination field left out, null or blank is the saved setting.
// Values are checked strictly: an API client wants to hear about a bad value, not get a default.

/** What startJob needs (structurally its JobRequest; app/lib cannot import server modules). */
interface ApiJobRequest {
  config: GeneratorConfig;
  dryRun: boolean;
  destination: { baseUrl?: string; token?: string; storeId?: string; channelId?: string; ordersEndpoint?: string };
  overrides: { skuCodes?: string[]; customers?: CatalogueCustomer[] };
}

/** Keys only the generator configuration has: one of them makes the body a configuration. */
const CONFIGURATION_KEYS = [
  "totalOrders",
  "delaySeconds",
  "shippingOption",
  "minItemsPerOrder",
  "maxItemsPerOrder",
  "minQuantityPerItem",
  "maxQuantityPerItem",
  "useRandomCustomer",
  "selectedCustomerId",
] as const;

/** Keys only the generation request has. */
const GENERATION_REQUEST_KEYS = [
  "order_count",
  "delay_seconds",
  "shipping_option",
  "max_skus_per_order",
  "max_qty_per_item",
  "sku_column",
  "skus",
  "customers",
  "customer",
  "shipping_address",
] as const;

/**
 * The customer id a generation request's own `customer` gets in the job's configuration
 * (config.selectedCustomerId): that customer is not a row of the catalogue.
 */
const REQUEST_CUSTOMER_ID = "request:customer";

const SHIPPING_CHOICES = [...SHIPPING_OPTIONS, RANDOM_SHIPPING];
const SHIPPING_MESSAGE = `shipping_option must be one of ${SHIPPING_OPTION_VALUES.join(", ")} (or its label: ${SHIPPING_CHOICES.map((option) => option.label).join(", ")})`;

const whole = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${min} to ${max}` })
    .max(max, { error: `${name} must be from ${min} to ${max}` });

/** Text that may be left out, null or blank (then the saved setting applies). */
const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

const destinationFields = {
  base_url: optionalText("base_url", 2048).refine((value) => value === undefined || isHttpUrl(value), "Please enter a valid URL"),
  token: optionalText("token", 4096),
  store_id: optionalText("store_id", 200),
  channel_id: optionalText("channel_id", 200),
  orders_endpoint: optionalText("orders_endpoint", 500),
};

const dryRunField = z.boolean({ error: "dry_run must be true or false" }).default(false);

type DestinationFields = { [K in keyof typeof destinationFields]: string | undefined };

function destinationOf(body: DestinationFields): ApiJobRequest["destination"] {
  return { baseUrl: body.base_url, token: body.token, storeId: body.store_id, channelId: body.channel_id, ordersEndpoint: body.orders_endpoint };
}

/** Values as in the API (`next_day`) or labels as on the page ('Next Day Delivery'), in any case. */
const shippingOption = z
  .string({ error: SHIPPING_MESSAGE })
  .transform((value, ctx): ShippingOption => {
    const wanted = value.trim().toLowerCase();
    const match = SHIPPING_CHOICES.find((option) => option.value === wanted || option.label.toLowerCase() === wanted);
    if (!match) {
      ctx.addIssue({ code: "custom", message: SHIPPING_MESSAGE });
      return z.NEVER;
    }
    return match.value;
  })
  .default(DEFAULT_GENERATOR_CONFIG.shippingOption);

const seedField = z
  .number({ error: SEED_MESSAGE })
  .int({ error: SEED_MESSAGE })
  .min(0, { error: SEED_MESSAGE })
  .max(MAX_SEED, { error: SEED_MESSAGE })
  .nullish()
  .transform((value) => value ?? undefined);

const SKUS_MESSAGE = "skus must be a list of SKU codes";

const requestCustomer = z.object(
  { name: customerFields.name, email: customerFields.email, phone: customerFields.phone },
  { error: "customer must be an object { name, email, phone }" },
);

const shippingAddress = z.object(
  {
    address1: customerFields.address1,
    address2: customerFields.address2,
    city: customerFields.city,
    postcode: customerFields.postcode,
    country: customerFields.country,
  },
  { error: "shipping_address must be an object { address1, address2, city, postcode, country }" },
);

// Ids made from the position sort in the order given, so the same request and seed give the same orders.
const requestCustomerId = (index: number) => `request:customers:${String(index).padStart(6, "0")}`;

const generationRequestSchema = z
  .object({
    ...destinationFields,
    order_count: whole("order_count", LIMITS.totalOrders).default(DEFAULT_GENERATOR_CONFIG.totalOrders),
    delay_seconds: whole("delay_seconds", LIMITS.delaySeconds).default(DEFAULT_GENERATOR_CONFIG.delaySeconds),
    shipping_option: shippingOption,
    max_skus_per_order: whole("max_skus_per_order", LIMITS.itemsPerOrder).default(DEFAULT_GENERATOR_CONFIG.maxItemsPerOrder),
    max_qty_per_item: whole("max_qty_per_item", LIMITS.quantityPerItem).default(DEFAULT_GENERATOR_CONFIG.maxQuantityPerItem),
    // Accepted and ignored: the prototype's server used it to find SKU codes in an uploaded
    // sheet; this server takes the codes from `skus` (or the user's active SKUs) directly.
    sku_column: z.string({ error: "sku_column must be text" }).nullish(),
    skus: z
      .array(z.string({ error: SKUS_MESSAGE }).trim().min(1, SKUS_MESSAGE), { error: SKUS_MESSAGE })
      .max(10_000, "skus may list at most 10,000 codes")
      .nullish(),
    customers: z
      .array(apiCustomerSchema, { error: "customers must be a list of customer profiles" })
      .max(10_000, "customers may list at most 10,000 profiles")
      .nullish(),
    customer: requestCustomer.nullish(),
    shipping_address: shippingAddress.nullish(),
    seed: seedField,
    dry_run: dryRunField,
  })
  .superRefine((body, ctx) => {
    if (body.customer && !body.shipping_address) {
      ctx.addIssue({ code: "custom", path: ["shipping_address"], message: "shipping_address is required with customer" });
    }
    if (body.shipping_address && !body.customer) {
      ctx.addIssue({ code: "custom", path: ["customer"], message: "customer is required with shipping_address" });
    }
    if (body.customer && body.customers && body.customers.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["customers"],
        message: "Send customers (a random one per order) or customer and shipping_address (one for every order), not both",
      });
    }
  })
  .transform((body): ApiJobRequest => {
    const chosen = body.customer && body.shipping_address ? { ...body.customer, ...body.shipping_address } : null;
    const profiles = body.customers
      ?.filter((profile) => profile.active)
      .map(({ label: _label, active: _active, ...profile }, index) => ({ id: requestCustomerId(index), ...profile }));
    return {
      config: {
        totalOrders: body.order_count,
        delaySeconds: body.delay_seconds,
        shippingOption: body.shipping_option,
        // The request names only the maxima; the minima are the spec's defaults (1).
        minItemsPerOrder: DEFAULT_GENERATOR_CONFIG.minItemsPerOrder,
        maxItemsPerOrder: body.max_skus_per_order,
        minQuantityPerItem: DEFAULT_GENERATOR_CONFIG.minQuantityPerItem,
        maxQuantityPerItem: body.max_qty_per_item,
        useRandomCustomer: chosen === null,
        selectedCustomerId: chosen ? REQUEST_CUSTOMER_ID : null,
        ...(body.seed !== undefined && { seed: body.seed }),
      },
      dryRun: body.dry_run,
      destination: destinationOf(body),
      overrides: {
        ...(body.skus && { skuCodes: [...new Set(body.skus)] }),
        ...(chosen ? { customers: [{ id: REQUEST_CUSTOMER_ID, weight: 1, ...chosen }] } : profiles && { customers: profiles }),
      },
    };
  });

const configurationRequestSchema = z.object({ ...destinationFields, dry_run: dryRunField });

type Issue = { path: PropertyKey[]; message: string };

/** POST /api/jobs: either body form, as what startJob needs. */
export const apiJobRequestSchema = z
  .record(z.string(), z.unknown(), { error: "The body must be a JSON object" })
  .transform((body, ctx): ApiJobRequest => {
    const forward = (issues: readonly Issue[]) => {
      for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    };
    const configurationKey = CONFIGURATION_KEYS.find((key) => key in body);
    if (!configurationKey) {
      const request = generationRequestSchema.safeParse(body);
      return request.success ? request.data : forward(request.error.issues);
    }
    const requestKey = GENERATION_REQUEST_KEYS.find((key) => key in body);
    if (requestKey) {
      return forward([
        {
          path: [],
          message: `Send either the generation request (order_count, shipping_option, …) or the generator configuration (totalOrders, shippingOption, …), not both: ${requestKey} and ${configurationKey}`,
        },
      ]);
    }
    const config = generatorConfigSchema.safeParse(body);
    const rest = configurationRequestSchema.safeParse(body);
    if (!config.success || !rest.success) return forward([...(config.error?.issues ?? []), ...(rest.error?.issues ?? [])]);
    return { config: config.data, dryRun: rest.data.dry_run, destination: destinationOf(rest.data), overrides: {} };
  });
