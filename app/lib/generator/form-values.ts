import { DEFAULT_GENERATOR_CONFIG, RANDOM_CUSTOMER, type GeneratorConfig } from "./config.ts";

// The Generator Settings as form values and as a query string. The preview routes
// carry the whole configuration in their URL, so that a preview can be bookmarked,
// reloaded, and regenerated order for order by the Order JSON route and by Generate.

/** The form's field names, in the form's order (a GET submission lists them so). */
export const GENERATOR_FIELDS = [
  "totalOrders",
  "delaySeconds",
  "shippingOption",
  "customer",
  "minItemsPerOrder",
  "maxItemsPerOrder",
  "minQuantityPerItem",
  "maxQuantityPerItem",
  "seed",
] as const;

export type GeneratorField = (typeof GENERATOR_FIELDS)[number];
export type GeneratorFormValues = Record<GeneratorField, string>;

/** The fields behind 'Show Advanced'. */
export const ADVANCED_FIELDS = ["minItemsPerOrder", "maxItemsPerOrder", "minQuantityPerItem", "maxQuantityPerItem", "seed"] as const satisfies readonly GeneratorField[];

export function formValuesOf(config: GeneratorConfig): GeneratorFormValues {
  return {
    totalOrders: String(config.totalOrders),
    delaySeconds: String(config.delaySeconds),
    shippingOption: config.shippingOption,
    customer: config.useRandomCustomer ? RANDOM_CUSTOMER : (config.selectedCustomerId ?? RANDOM_CUSTOMER),
    minItemsPerOrder: String(config.minItemsPerOrder),
    maxItemsPerOrder: String(config.maxItemsPerOrder),
    minQuantityPerItem: String(config.minQuantityPerItem),
    maxQuantityPerItem: String(config.maxQuantityPerItem),
    seed: config.seed === undefined ? "" : String(config.seed),
  };
}

/**
 * The form's starting values: spec §9's defaults, except that the customer starts at
 * Random Customer, the one choice that works before any customer is picked.
 */
export const DEFAULT_FORM_VALUES: GeneratorFormValues = formValuesOf({ ...DEFAULT_GENERATOR_CONFIG, useRandomCustomer: true });

/** `?totalOrders=…&seed=…`: the configuration as the form would submit it with GET. */
export function configSearch(config: GeneratorConfig): string {
  return `?${new URLSearchParams(formValuesOf(config))}`;
}

/** Does this query string carry any Generator Settings field (rather than, say, only `created`)? */
export function hasGeneratorFields(params: URLSearchParams): boolean {
  return GENERATOR_FIELDS.some((name) => params.has(name));
}
