import { z } from "zod";
import { parseCents } from "../money.ts";

// The rules of a SKU, shared by its form, the CSV import and the REST API.

export const SKU_MAX_LENGTH = 100;

/** For SKUs whose source says nothing about order quantities (Shopify, a short CSV). */
export const DEFAULT_MIN_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 5;

/** "a, b ,a,," → ["a", "b"]: trimmed, no blanks, no repeats. */
export function parseTags(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [];
  return [...new Set(list.map((tag) => tag.trim()).filter(Boolean))];
}

const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} must be at most 1,000,000`);

/** Checkbox, CSV and JSON spellings of yes and no. */
export function parseActive(value: unknown, fallback: boolean): boolean | null {
  if (value === undefined || value === null || value === "") return fallback;
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (["true", "1", "yes", "y", "on", "active"].includes(text)) return true;
  if (["false", "0", "no", "n", "off", "inactive", "draft", "archived"].includes(text)) return false;
  return null;
}

/** A yes/no field; optional so that an unticked checkbox (no field at all) reads as "no". */
export const activeField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const active = parseActive(value, false);
    if (active === null) {
      ctx.addIssue({ code: "custom", message: "Active must be yes or no" });
      return z.NEVER;
    }
    return active;
  });

export const skuInputSchema = z
  .object({
    sku: z
      .string({ error: "SKU is required" })
      .trim()
      .min(1, "SKU is required")
      .max(SKU_MAX_LENGTH, `SKU must be at most ${SKU_MAX_LENGTH} characters`),
    title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(255, "Title must be at most 255 characters"),
    tags: z.unknown().optional().transform(parseTags),
    price: z
      .union([z.string(), z.number()], { error: "Price is required" })
      .transform((value, ctx) => {
        const cents = parseCents(String(value));
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: "Price must be 0 or more, with at most 2 decimals" });
          return z.NEVER;
        }
        return cents;
      }),
    minQuantity: wholeNumber("Min quantity"),
    maxQuantity: wholeNumber("Max quantity"),
    weight: z.coerce
      .number({ error: "Weight must be a number" })
      .min(0, "Weight must be 0 or more")
      .max(1_000_000, "Weight must be at most 1,000,000 kg"),
    active: activeField,
  })
  .refine((sku) => sku.minQuantity <= sku.maxQuantity, {
    message: "Max quantity must be at least the min quantity",
    path: ["maxQuantity"],
  });

export type SkuInput = z.output<typeof skuInputSchema>;
