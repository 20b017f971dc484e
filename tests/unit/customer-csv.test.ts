import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CustomerCsvReader } from "../../app/lib/csv/customers.ts";

function read(csv: string) {
  const reader = new CustomerCsvReader();
  const records: string[][] = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  records.forEach((record, i) => reader.add(record, i + 1));
  return reader.finish();
}

const SIMPLE_HEADER = "label,name,email,phone,address1,address2,city,postcode,country,weight,active";

describe("the simple customer format", () => {
  it("reads every column, storing the country as its code", () => {
    const result = read(`${SIMPLE_HEADER}\nBerlin office,Anna Schmidt,anna@example.com,+49 30 5550123,Friedrichstraße 43,3. OG,Berlin,10117,Germany,2.5,true\n`);
    expect(result.errors).toEqual([]);
    expect(result.format).toBe("simple");
    expect(result.customers).toEqual([
      {
        label: "Berlin office",
        name: "Anna Schmidt",
        email: "anna@example.com",
        phone: "+49 30 5550123",
        address1: "Friedrichstraße 43",
        address2: "3. OG",
        city: "Berlin",
        postcode: "10117",
        country: "DE",
        weight: 2.5,
        active: true,
      },
    ]);
  });

  it("reads columns by name in any order; blank optional cells get their defaults", () => {
    const result = read("Country,Email,Name,Label,City,Postcode,Address1\nfr,luc@example.fr,Luc Martin,Paris flat,Paris,75003,3 Rue Charlot\n");
    expect(result.customers).toEqual([
      { label: "Paris flat", name: "Luc Martin", email: "luc@example.fr", phone: null, address1: "3 Rue Charlot", address2: null, city: "Paris", postcode: "75003", country: "FR", weight: 1, active: true },
    ]);
  });

  it("lists each bad row with its number, column and message, and keeps nothing", () => {
    const result = read(
      [
        SIMPLE_HEADER,
        "Fine,Ann Lee,ann@example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true",
        ",Bo Tran,bo@example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true",
        "Bad email,Cy Ray,cy.example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true",
        "No address,Di Fox,di@example.com,,,,,,,1,true",
        "Bad values,Ed Ng,ed@example.com,call me,1 High St,,Leeds,LS1 1AA,Narnia,-2,maybe",
      ].join("\n"),
    );
    expect(result.customers).toEqual([]);
    expect(result.errors).toEqual([
      { row: 3, column: "label", message: "Label is required" },
      { row: 4, column: "email", message: "Please enter a valid email address" },
      { row: 5, column: "address1", message: "Address 1 is required" },
      { row: 5, column: "city", message: "City is required" },
      { row: 5, column: "postcode", message: "Postcode is required" },
      { row: 5, column: "country", message: "Country is required" },
      { row: 6, column: "phone", message: "Please enter a valid phone number" },
      { row: 6, column: "country", message: "Please enter a valid country (an ISO code such as DE, or its English name)" },
      { row: 6, column: "weight", message: "Weight must be 0 or more" },
      { row: 6, column: "active", message: "Active must be yes or no" },
    ]);
  });

  it("refuses a file it does not recognise, and an empty one", () => {
    expect(read("first,last\nx,y\n").errors[0].message).toMatch(/^Unknown CSV format/);
    expect(read("").errors).toEqual([{ row: 1, column: "", message: "The file is empty" }]);
  });
});

describe("Shopify's customer export", () => {
  const result = read(readFileSync("tests/fixtures/shopify-customers-export.csv", "utf8"));

  it("is recognised and read in full", () => {
    expect(result.errors).toEqual([]);
    expect(result.format).toBe("shopify-export");
    expect(result.customers).toHaveLength(4);
  });

  it("takes the default address, and strips the apostrophe Shopify puts before zips and phones", () => {
    expect(result.customers[0]).toEqual({
      label: "Russel Winfield",
      name: "Russel Winfield",
      email: "russel.winfield@example.com",
      phone: "+16135550135",
      address1: "105 Victoria St",
      address2: "Unit 4",
      city: "Toronto",
      postcode: "M5C 1N7",
      country: "CA",
      weight: 1,
      active: true,
    });
    expect(result.customers[1]).toMatchObject({ postcode: "02108", country: "US", phone: "+16175550182" });
  });

  it("labels and names a customer without a name by the company", () => {
    expect(result.customers[2]).toMatchObject({ label: "Acme Supplies Ltd", name: "Acme Supplies Ltd", phone: "+441134960000", address2: "Bridge Road", postcode: "LS1 4AP", country: "GB" });
  });

  it("keeps accents as they are", () => {
    expect(result.customers[3]).toMatchObject({ name: "Jörg Müller", address1: "Friedrichstraße 43", postcode: "10117", country: "DE" });
  });

  it("keeps an apostrophe that belongs to an address", () => {
    const header = readFileSync("tests/fixtures/shopify-customers-export.csv", "utf8").split("\n")[0];
    const row = "'44,Sanne,de Vries,sanne@example.nl,no,,'t Zand 12,,'s-Hertogenbosch,NB,NL,'5211 AB,,,no,0.00,0,,no,";
    expect(read(`${header}\n${row}\n`).customers[0]).toMatchObject({ address1: "'t Zand 12", city: "'s-Hertogenbosch", postcode: "5211 AB" });
  });

  it("refuses a Customer ID that appears twice, quoting it without the apostrophe", () => {
    const header = readFileSync("tests/fixtures/shopify-customers-export.csv", "utf8").split("\n")[0];
    const row = "'42,Al,Bo,al@example.com,no,,1 Main St,,Austin,TX,US,'78701,,,no,0.00,0,,no,";
    expect(read(`${header}\n${row}\n${row}\n`).errors).toEqual([{ row: 3, column: "Customer ID", message: "Customer 42 is also on row 2" }]);
  });

  it("names Shopify's own columns in row errors", () => {
    const header = readFileSync("tests/fixtures/shopify-customers-export.csv", "utf8").split("\n")[0];
    const noAddress = "'43,Cy,Do,,no,,,,,,,,,,no,0.00,0,,no,";
    expect(read(`${header}\n${noAddress}\n`).errors).toEqual([
      { row: 2, column: "Email", message: "Email is required" },
      { row: 2, column: "Default Address Address1", message: "Address 1 is required" },
      { row: 2, column: "Default Address City", message: "City is required" },
      { row: 2, column: "Default Address Zip", message: "Postcode is required" },
      { row: 2, column: "Default Address Country Code", message: "Country is required" },
    ]);
  });
});

describe("Shopify's customer import template", () => {
  const result = read(readFileSync("tests/fixtures/shopify-customers-template.csv", "utf8"));

  it("is recognised and read in full", () => {
    expect(result.errors).toEqual([]);
    expect(result.format).toBe("shopify-template");
    expect(result.customers.map((customer) => customer.label)).toEqual(["John Smith", "Jane Doe", "Pierre Lefèvre"]);
  });

  it("reads the country code, or the country's name where the code is blank", () => {
    expect(result.customers.map((customer) => customer.country)).toEqual(["CA", "GB", "FR"]);
  });

  it("reads Address1, Address2, City, Zip and Phone, without Shopify's apostrophes", () => {
    expect(result.customers[0]).toMatchObject({ address1: "123 Fake Street", address2: null, city: "Fakecity", postcode: "A1A 1A1", phone: "555-555-5555" });
    expect(result.customers[1]).toMatchObject({ address1: "Flat 2, 14 Baker Street", postcode: "NW1 6XE", phone: "+44 20 7946 0958" });
    expect(result.customers[2]).toMatchObject({ address2: "Bâtiment B", postcode: "75004", phone: null });
  });

  it("reads the newer template, whose address columns say 'Default Address'", () => {
    const csv = [
      "First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,Accepts SMS Marketing,Tags,Note,Tax Exempt",
      "Ana,Silva,ana@example.pt,no,,Rua Augusta 100,,Lisboa,,PT,'1100-053,'+351213456789,,no,,,no",
    ].join("\n");
    const template = read(csv);
    expect(template.format).toBe("shopify-template");
    expect(template.customers[0]).toMatchObject({ label: "Ana Silva", postcode: "1100-053", phone: "+351213456789", country: "PT" });
  });
});
