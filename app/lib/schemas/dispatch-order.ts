import { z } from "zod";
import { centsToDecimal, parseCents } from "../money.ts";

// The order Orderbench sends to a dispatch API (POST {base URL}{orders endpoint},
// JSON, `Authorization: Bearer <token>`, `Idempotency-Key: <stable key per order>`),
// exactly as generateOrders makes it (app/lib/generator/orders.ts), and the shape the
// built-in sandbox checks. Money is a JSON number in the order's currency with at most
// 2 decimals; the amounts must add up, to the cent:
//   line_items[].total = unit_price × quantity, totals.items = Σ line_items total,
//   totals.grand_total = items + shipping.

const text = (max = 255) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

const optionalText = (max = 255) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).nullish();

const money = z
  .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a number") })
  .refine((value) => parseCents(String(value)) !== null, { message: "must be 0 or more, with at most 2 decimals", abort: true });

const cents = (value: number) => parseCents(String(value)) ?? 0;

export const dispatchOrderSchema = z
  .object(
    {
      order_number: text(100),
      external_id: text(),
      store_id: text(),
      channel_id: text(),
      created_at: z.iso.datetime({
        offset: true,
        error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be an ISO 8601 date-time such as 2025-01-15T10:30:00Z"),
      }),
      currency: z.string({ error: "is required" }).regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD"),
      customer: z.object(
        { name: text(), email: z.email({ error: "must be an email address" }), phone: optionalText(50) },
        { error: "is required" },
      ),
      shipping_address: z.object(
        {
          name: optionalText(),
          address1: text(),
          address2: optionalText(),
          city: text(),
          postcode: text(20),
          country: z.string({ error: "is required" }).regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as GB"),
        },
        { error: "is required" },
      ),
      shipping_method: text(100),
      line_items: z
        .array(
          z.object(
            {
              sku: text(100),
              title: optionalText(),
              quantity: z
                .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a number") })
                .int({ message: "must be a whole number", abort: true })
                .min(1, { message: "must be at least 1", abort: true })
                .max(10_000, { message: "must be at most 10,000", abort: true }),
              unit_price: money,
              total: money,
            },
            { error: "must be an object" },
          ),
          { error: "is required" },
        )
        .min(1, { message: "must list at least one item", abort: true })
        .max(500, { message: "must list at most 500 items", abort: true }),
      totals: z.object({ items: money, shipping: money, grand_total: money }, { error: "is required" }),
      tags: z.array(z.string({ error: "must be text" }).max(255, "must be at most 255 characters"), { error: "must be a list of text" }).optional(),
      test: z.boolean({ error: "must be true or false" }).optional(),
    },
    { error: "The order must be a JSON object" },
  )
  // Runs only once every amount parsed (the checks above abort otherwise), so the sums mean something.
  .superRefine((order, ctx) => {
    order.line_items.forEach((item, index) => {
      const total = cents(item.unit_price) * item.quantity;
      if (cents(item.total) !== total) {
        ctx.addIssue({ code: "custom", path: ["line_items", index, "total"], message: `must equal unit_price × quantity (${centsToDecimal(total)})` });
      }
    });
    const items = order.line_items.reduce((sum, item) => sum + cents(item.total), 0);
    if (cents(order.totals.items) !== items) {
      ctx.addIssue({ code: "custom", path: ["totals", "items"], message: `must equal the sum of line totals (${centsToDecimal(items)})` });
    }
    const grandTotal = cents(order.totals.items) + cents(order.totals.shipping);
    if (cents(order.totals.grand_total) !== grandTotal) {
      ctx.addIssue({ code: "custom", path: ["totals", "grand_total"], message: `must equal items + shipping (${centsToDecimal(grandTotal)})` });
    }
  });

export type DispatchOrder = z.output<typeof dispatchOrderSchema>;

/** A valid order, shown on the API Settings help card: one generateOrders makes (seed 42, two SKUs, a chosen customer, Standard Shipping). */
export const EXAMPLE_DISPATCH_ORDER = {
  order_number: "OB-42-001",
  external_id: "849d73eb-438a-407d-8904-02c802d7c570",
  store_id: "store-1",
  channel_id: "web",
  created_at: "2025-01-15T10:30:00.000Z",
  currency: "USD",
  customer: { name: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000" },
  shipping_address: { name: "Ada Lovelace", address1: "12 Example Street", address2: null, city: "London", postcode: "N1 9GU", country: "GB" },
  shipping_method: "Standard Shipping",
  line_items: [
    { sku: "CAP-RED", title: "Cap", quantity: 1, unit_price: 12.5, total: 12.5 },
    { sku: "TEE-BLK-M", title: "Classic Tee", quantity: 2, unit_price: 19.9, total: 39.8 },
  ],
  totals: { items: 52.3, shipping: 4.95, grand_total: 57.25 },
  tags: ["orderbench-test", "seed:42"],
  test: true,
} satisfies DispatchOrder;

/** Zod issues as the sandbox's reasons: `line_items[0].quantity: must be at least 1`. */
export function orderProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
      "",
    );
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
