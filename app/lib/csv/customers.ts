import { customerInputSchema, LABEL_MAX_LENGTH, type CustomerInput } from "../schemas/customer.ts";
import { CsvReader, Header, zodRowErrors, type RowError } from "./rows.ts";

// Reads test customers from the CSV formats Orderbench accepts: its own simple
// format, and Shopify's two customer CSVs as Shopify writes them — the import
// template (Address1, City, Zip, …) and the admin export (Customer ID,
// Default Address Address1, …). Columns are found by name, in any order.

export const SIMPLE_CUSTOMER_COLUMNS = [
  "label",
  "name",
  "email",
  "phone",
  "address1",
  "address2",
  "city",
  "postcode",
  "country",
  "weight",
  "active",
] as const;

export type CustomerCsvFormat = "simple" | "shopify-template" | "shopify-export";

export interface CustomerCsvResult {
  format: CustomerCsvFormat | null;
  customers: CustomerInput[];
  errors: RowError[];
}

/** Where each field comes from in a Shopify file: the first of these columns the file has. */
const SHOPIFY_SOURCES = {
  company: ["Default Address Company", "Company"],
  address1: ["Default Address Address1", "Address1"],
  address2: ["Default Address Address2", "Address2"],
  city: ["Default Address City", "City"],
  // Codes first; the template's Country column holds a name, which is read too.
  country: ["Default Address Country Code", "Country Code", "Country"],
  postcode: ["Default Address Zip", "Zip"],
  phone: ["Phone", "Default Address Phone"],
} as const;
type ShopifyField = keyof typeof SHOPIFY_SOURCES;

/**
 * Feed it the CSV's records in order (header first), then call finish(). It keeps
 * only the parsed customers and errors, so a 100,000-row file streams through it.
 */
export class CustomerCsvReader extends CsvReader<CustomerCsvFormat> {
  protected readonly expectedColumns = `the columns ${SIMPLE_CUSTOMER_COLUMNS.join(",")} or a Shopify customer CSV`;
  private readonly customers: CustomerInput[] = [];
  private readonly rowOfShopifyId = new Map<string, number>();

  protected detectFormat(header: Header): CustomerCsvFormat | null {
    return detectFormat(header);
  }

  protected readRow(record: string[], row: number): void {
    if (this.format === "simple") this.addSimple(record, row);
    else this.addShopify(record, row);
  }

  finish(): CustomerCsvResult {
    const errors = this.allErrors();
    return { format: this.format, customers: errors.length ? [] : this.customers, errors };
  }

  private addSimple(record: string[], row: number) {
    const header = this.header!;
    const fields: Record<string, string> = {};
    for (const column of SIMPLE_CUSTOMER_COLUMNS) fields[column] = header.get(record, column);
    // A customer the file says nothing about (no column, or a blank cell) is one to use.
    fields.active ||= "true";
    this.accept(row, fields, (field) => field);
  }

  private addShopify(record: string[], row: number) {
    const header = this.header!;
    // The first column with a value; else the first the file has, so an error names a column the user can see.
    const sourceOf = (field: ShopifyField) => {
      const present = SHOPIFY_SOURCES[field].filter((column) => header.has(column));
      return present.find((column) => header.get(record, column) !== "") ?? present[0] ?? SHOPIFY_SOURCES[field][0];
    };
    const cell = (field: ShopifyField) => header.get(record, sourceOf(field));

    const customerId = stripApostrophe(header.get(record, "Customer ID"));
    if (customerId) {
      const earlier = this.rowOfShopifyId.get(customerId);
      if (earlier !== undefined) {
        this.errors.push({ row, column: "Customer ID", message: `Customer ${customerId} is also on row ${earlier}` });
        return;
      }
      this.rowOfShopifyId.set(customerId, row);
    }

    // The label says who this is at a glance: the person's name, else the company, else the email.
    const fullName = [header.get(record, "First Name"), header.get(record, "Last Name")].filter(Boolean).join(" ");
    const company = cell("company");
    const email = header.get(record, "Email");
    const columnOf = (field: string): string => {
      if (field === "label" || field === "name") return "First Name";
      if (field === "email") return "Email";
      return field in SHOPIFY_SOURCES ? sourceOf(field as ShopifyField) : field;
    };
    this.accept(
      row,
      {
        // Derived, so cut to fit rather than refused.
        label: (fullName || company || email).slice(0, LABEL_MAX_LENGTH),
        name: fullName || company,
        email,
        phone: stripApostrophe(cell("phone")),
        address1: cell("address1"),
        address2: cell("address2"),
        city: cell("city"),
        postcode: stripApostrophe(cell("postcode")),
        country: cell("country"),
        weight: "",
        active: "true",
      },
      columnOf,
    );
  }

  private accept(row: number, fields: Record<string, string>, columnOf: (field: string) => string) {
    const parsed = customerInputSchema.safeParse(fields);
    if (!parsed.success) {
      this.errors.push(...zodRowErrors(row, parsed.error.issues, columnOf));
      return;
    }
    this.customers.push(parsed.data);
  }
}

function detectFormat(header: Header): CustomerCsvFormat | null {
  const shopify = header.has("First Name") && (header.has("Address1") || header.has("Default Address Address1"));
  // Only the admin export carries Shopify's own id; the import template (old or new columns) does not.
  if (shopify) return header.has("Customer ID") ? "shopify-export" : "shopify-template";
  if (header.has("label") && header.has("name") && header.has("email")) return "simple";
  return null;
}

/**
 * Shopify writes IDs, zips and phones as '0123 so spreadsheets keep their leading zeros and plus
 * signs. Only those columns are stripped: a city such as 's-Hertogenbosch starts with one for real.
 */
function stripApostrophe(value: string): string {
  return value.startsWith("'") ? value.slice(1).trim() : value;
}
