import { z } from "zod";
import { toCountryCode } from "../countries.ts";
import { activeField } from "./sku.ts";

// The rules of a test customer, shared by its form, the CSV import and the REST API.

export const LABEL_MAX_LENGTH = 100;
export const DEFAULT_CUSTOMER_WEIGHT = 1;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Blank, null or absent optional text is stored as null, not as "". */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

// Digits with the separators people write: "+44 20 7946 0958", "(555) 010-2345 ext. 7".
const PHONE_PATTERN = /^\+?[0-9 ().\-/]*[0-9][0-9 ().\-/]*(\s*(ext\.?|x|#)\s*[0-9]+)?$/i;

/** Each field's rule, also used on its own by the API's nested shape. */
export const customerFields = {
  label: requiredText("Label", LABEL_MAX_LENGTH),
  name: requiredText("Name", 255),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address").max(255, "Email must be at most 255 characters")),
  phone: optionalText("Phone", 50)
    .refine((phone) => !phone || (PHONE_PATTERN.test(phone) && /(\d.*){5}/.test(phone)), "Please enter a valid phone number")
    .transform((phone) => phone || null),
  address1: requiredText("Address 1", 255),
  address2: optionalText("Address 2", 255).transform((address2) => address2 || null),
  city: requiredText("City", 100),
  postcode: requiredText("Postcode", 20),
  country: z
    .string({ error: "Country is required" })
    .trim()
    .min(1, "Country is required")
    .transform((value, ctx) => {
      const code = toCountryCode(value);
      if (!code) {
        ctx.addIssue({ code: "custom", message: "Please enter a valid country (an ISO code such as DE, or its English name)" });
        return z.NEVER;
      }
      return code;
    }),
  // Blank means the default: every customer is picked equally often unless told otherwise.
  weight: z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.coerce
        .number({ error: "Weight must be a number" })
        .min(0, "Weight must be 0 or more")
        .max(1_000_000, "Weight must be at most 1,000,000")
        .optional(),
    )
    // The column keeps 3 decimals: round here so what is saved is what is shown.
    .transform((weight) => (weight === undefined ? DEFAULT_CUSTOMER_WEIGHT : Math.round(weight * 1000) / 1000)),
  active: activeField,
};

export const customerInputSchema = z.object(customerFields);

export type CustomerInput = z.output<typeof customerInputSchema>;
