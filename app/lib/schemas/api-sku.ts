import { z } from "zod";
import { skuInputSchema } from "./sku.ts";

/** A SKU in a JSON body: the entity's names (spec §3), snake_case accepted, active unless said otherwise. */
export const apiSkuSchema = z
  .record(z.string(), z.unknown(), { error: "The body must be a JSON object" })
  .transform((body): Record<string, unknown> => ({
    sku: body.sku,
    title: body.title,
    tags: body.tags,
    price: body.price,
    minQuantity: body.minQuantity ?? body.min_quantity,
    maxQuantity: body.maxQuantity ?? body.max_quantity,
    weight: body.weight ?? 0,
    active: body.active ?? true,
  }))
  .pipe(skuInputSchema);
