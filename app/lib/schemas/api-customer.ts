import { z } from "zod";
import { CSV_MAX_ROWS } from "../csv/rows.ts";
import { customerFields, type CustomerInput } from "./customer.ts";

// A customer in a JSON body has the entity's nested shape (spec §3):
// { label, customer: { name, email, phone }, address: { address1, address2, city, postcode, country }, weight, active }.
// Flat bodies ({ label, name, email, … }) and snake_case (address_1, post_code, zip) are read too,
// so errors always name the nested field: "customer.email", "address.country".

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === "object" && value !== null && !Array.isArray(value);

function toNested(body: unknown): unknown {
  if (!isObject(body)) return body;
  const person = isObject(body.customer) ? body.customer : {};
  const place = isObject(body.address) ? body.address : {};
  const pick = (from: Body, ...names: string[]) => names.map((name) => from[name] ?? body[name]).find((value) => value !== undefined);
  return {
    label: body.label,
    customer: { name: pick(person, "name"), email: pick(person, "email"), phone: pick(person, "phone") },
    address: {
      address1: pick(place, "address1", "address_1"),
      address2: pick(place, "address2", "address_2"),
      city: pick(place, "city"),
      postcode: pick(place, "postcode", "post_code", "postal_code", "zip"),
      country: pick(place, "country", "country_code"),
    },
    weight: body.weight,
    // A customer sent without a word about it is one the generator may use.
    active: body.active ?? true,
  };
}

const nestedCustomer = z.object(
  {
    label: customerFields.label,
    customer: z.object({ name: customerFields.name, email: customerFields.email, phone: customerFields.phone }),
    address: z.object({
      address1: customerFields.address1,
      address2: customerFields.address2,
      city: customerFields.city,
      postcode: customerFields.postcode,
      country: customerFields.country,
    }),
    weight: customerFields.weight,
    active: customerFields.active,
  },
  { error: "A customer must be a JSON object" },
);

export const apiCustomerSchema = z.preprocess(
  toNested,
  nestedCustomer.transform(
    ({ label, customer, address, weight, active }): CustomerInput => ({ label, ...customer, ...address, weight, active }),
  ),
);

/** POST /api/customers/bulk: { customers: [...] }; an error's field is "customers.<index>.<field>". */
export const apiCustomerBulkSchema = z.object(
  {
    customers: z
      .array(apiCustomerSchema, { error: "customers must be a list" })
      .min(1, "customers must hold at least one customer")
      .max(CSV_MAX_ROWS, `customers may hold at most ${CSV_MAX_ROWS.toLocaleString("en-US")} customers`),
  },
  { error: "The body must be a JSON object" },
);
