import { z } from "zod";
import { centsToDecimal, parseCents } from "../money.ts";

// The order Orderbench sends to a dispatch API (POST {base URL}{orders endpoint},
// JSON, `Authorization: Bearer <token>`, `Idempotency-Key: <stable key per order>`),
// and the shape the built-in sandbox checks. Money is a JSON number in the order's
// currency with at most 2 decimals; the totals must add up:
//   totals.subtotal = Σ line_items price × quantity, totals.total = subtotal + shipping.

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
              price: money,
            },
            { error: "must be an object" },
          ),
          { error: "is required" },
        )
        .min(1, { message: "must list at least one item", abort: true })
        .max(500, { message: "must list at most 500 items", abort: true }),
      shipping_method: text(100),
      totals: z.object(
        {
          subtotal: money,
          shipping: money,
          total: money,
          currency: z.string({ error: "must be text" }).regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD").optional(),
        },
        { error: "is required" },
      ),
    },
    { error: "The order must be a JSON object" },
  )
  // Runs only once every amount parsed (the checks above abort otherwise), so the sums mean something.
  .superRefine((order, ctx) => {
    const subtotal = order.line_items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0);
    if (cents(order.totals.subtotal) !== subtotal) {
      ctx.addIssue({ code: "custom", path: ["totals", "subtotal"], message: `must equal the sum of price × quantity (${centsToDecimal(subtotal)})` });
    }
    const total = cents(order.totals.subtotal) + cents(order.totals.shipping);
    if (cents(order.totals.total) !== total) {
      ctx.addIssue({ code: "custom", path: ["totals", "total"], message: `must equal subtotal + shipping (${centsToDecimal(total)})` });
    }
  });

export type DispatchOrder = z.output<typeof dispatchOrderSchema>;

/** A valid order, shown on the API Settings help card. */
export const EXAMPLE_DISPATCH_ORDER = {
  order_number: "TEST-1001",
  external_id: "9f6b2a4e-6c1d-4d8e-9a51-0c3b7e2f1a10",
  store_id: "store-1",
  channel_id: "web",
  customer: { name: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000" },
  shipping_address: { name: "Ada Lovelace", address1: "12 Example Street", address2: null, city: "London", postcode: "N1 9GU", country: "GB" },
  line_items: [
    { sku: "TEE-BLK-M", title: "Classic Tee", quantity: 2, price: 19.9 },
    { sku: "CAP-RED", title: "Cap", quantity: 1, price: 12.5 },
  ],
  shipping_method: "Standard Shipping",
  totals: { subtotal: 52.3, shipping: 4.95, total: 57.25, currency: "USD" },
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
