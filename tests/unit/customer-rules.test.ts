import { describe, expect, it } from "vitest";
import { countries, countryName, toCountryCode } from "../../app/lib/countries.ts";
import { apiCustomerBulkSchema, apiCustomerSchema } from "../../app/lib/schemas/api-customer.ts";
import { customerInputSchema } from "../../app/lib/schemas/customer.ts";

const valid = { label: "Home", name: "Ann Lee", email: "ann@example.com", address1: "1 High St", city: "Leeds", postcode: "LS1 1AA", country: "GB", active: "on" };

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("countries", () => {
  it("reads codes in any case and English names, and stores the upper-case code", () => {
    expect(["de", "DE", "Germany", "germany", " Deutschland "].map(toCountryCode)).toEqual(["DE", "DE", "DE", "DE", null]);
    expect(["United Kingdom", "UK", "Great Britain", "United States", "USA", "Côte d’Ivoire", "Cote d'Ivoire", "Saint Lucia", "St. Lucia", "Bosnia and Herzegovina", "Czech Republic", "Turkey", "Türkiye", "Hong Kong"].map(toCountryCode)).toEqual([
      "GB", "GB", "GB", "US", "US", "CI", "CI", "LC", "LC", "BA", "CZ", "TR", "TR", "HK",
    ]);
  });

  it("refuses what is not a country: unknown codes, regions, groups and retired codes' gaps", () => {
    expect(["XX", "EU", "UN", "ZZ", "Narnia", "", "D"].map(toCountryCode)).toEqual([null, null, null, null, null, null, null]);
  });

  it("reads a retired code as its successor", () => {
    expect(toCountryCode("DD")).toBe("DE");
  });

  it("lists every ISO 3166-1 country once, by name", () => {
    const list = countries();
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
    expect(list.find((country) => country.code === "FR")).toEqual({ code: "FR", name: "France" });
    expect(list.some((country) => ["EU", "DD", "UK", "ZZ"].includes(country.code))).toBe(false);
    expect(countryName("nl")).toBe("Netherlands");
  });
});

describe("a customer's rules", () => {
  it("accepts a valid customer with defaults for the optional fields", () => {
    expect(customerInputSchema.parse(valid)).toEqual({ ...valid, phone: null, address2: null, weight: 1, active: true });
  });

  it("requires label, name, a valid email, address 1, city, postcode and country, with the spec's wording", () => {
    expect(errorsOf(customerInputSchema.safeParse({}))).toEqual({
      label: "Label is required",
      name: "Name is required",
      email: "Email is required",
      address1: "Address 1 is required",
      city: "City is required",
      postcode: "Postcode is required",
      country: "Country is required",
    });
    expect(errorsOf(customerInputSchema.safeParse({ ...valid, email: "ann@" }))).toEqual({ email: "Please enter a valid email address" });
  });

  it("takes a country as a code or a name and stores the code", () => {
    expect(customerInputSchema.parse({ ...valid, country: "netherlands" }).country).toBe("NL");
    expect(errorsOf(customerInputSchema.safeParse({ ...valid, country: "Atlantis" }))).toEqual({
      country: "Please enter a valid country (an ISO code such as DE, or its English name)",
    });
  });

  it("keeps weight at 0 or more, 1 when blank, to 3 decimals", () => {
    expect(customerInputSchema.parse({ ...valid, weight: "0" }).weight).toBe(0);
    expect(customerInputSchema.parse({ ...valid, weight: "" }).weight).toBe(1);
    expect(customerInputSchema.parse({ ...valid, weight: "2.34567" }).weight).toBe(2.346);
    expect(errorsOf(customerInputSchema.safeParse({ ...valid, weight: "-0.5" }))).toEqual({ weight: "Weight must be 0 or more" });
    expect(errorsOf(customerInputSchema.safeParse({ ...valid, weight: "heavy" }))).toEqual({ weight: "Weight must be a number" });
  });

  it("takes phone numbers as people write them, and refuses words", () => {
    for (const phone of ["+44 20 7946 0958", "(555) 010-2345", "555-555-5555 ext. 7", "030/5550123"]) {
      expect(customerInputSchema.parse({ ...valid, phone }).phone).toBe(phone);
    }
    expect(errorsOf(customerInputSchema.safeParse({ ...valid, phone: "call me" }))).toEqual({ phone: "Please enter a valid phone number" });
  });

  it("limits lengths", () => {
    expect(errorsOf(customerInputSchema.safeParse({ ...valid, label: "x".repeat(101) }))).toEqual({ label: "Label must be at most 100 characters" });
  });

  it("reads an unticked Active box as inactive", () => {
    const { active: _active, ...unticked } = valid;
    expect(customerInputSchema.parse(unticked).active).toBe(false);
  });
});

describe("a customer in the API", () => {
  const nested = {
    label: "Home",
    customer: { name: "Ann Lee", email: "ann@example.com", phone: null },
    address: { address1: "1 High St", address2: null, city: "Leeds", postcode: "LS1 1AA", country: "United Kingdom" },
    weight: 2,
  };
  const flat = { label: "Home", name: "Ann Lee", email: "ann@example.com", phone: null, address1: "1 High St", address2: null, city: "Leeds", postcode: "LS1 1AA", country: "GB", weight: 2, active: true };

  it("has the entity's nested shape, active unless said otherwise", () => {
    expect(apiCustomerSchema.parse(nested)).toEqual(flat);
  });

  it("may also be sent flat, or in snake_case", () => {
    expect(apiCustomerSchema.parse({ label: "Home", name: "Ann Lee", email: "ann@example.com", address_1: "1 High St", city: "Leeds", zip: "LS1 1AA", country_code: "gb", weight: 2 })).toEqual(flat);
  });

  it("names the nested field of each error", () => {
    expect(errorsOf(apiCustomerSchema.safeParse({ ...nested, customer: { name: "Ann" }, address: { ...nested.address, country: "Mars" } }))).toEqual({
      "customer.email": "Email is required",
      "address.country": "Please enter a valid country (an ISO code such as DE, or its English name)",
    });
  });

  it("in bulk, names the index of each bad customer", () => {
    const result = apiCustomerBulkSchema.safeParse({ customers: [nested, { ...nested, label: "" }, nested, { ...nested, weight: -1 }] });
    expect(errorsOf(result)).toEqual({ "customers.1.label": "Label is required", "customers.3.weight": "Weight must be 0 or more" });
    expect(errorsOf(apiCustomerBulkSchema.safeParse({ customers: [] }))).toEqual({ customers: "customers must hold at least one customer" });
  });
});
