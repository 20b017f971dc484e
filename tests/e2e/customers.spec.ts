import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectToast, javaScriptEnabled, newAccount, open, registerViaApi, signInAs } from "./support.ts";

const EMPTY = "No customers found. Add some customers to get started.";
const HEADER = "label,name,email,phone,address1,address2,city,postcode,country,weight,active";

// A script error (a hydration mismatch, say) can leave a page looking right but not working.
const pageErrors: string[] = [];

test.beforeEach(async ({ page, request }, testInfo) => {
  pageErrors.length = 0;
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const account = newAccount(testInfo, "customers");
  await registerViaApi(request, account);
  await signInAs(page, account);
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function fillCustomer(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

function row(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}

/** Submits the list's search form: by typing with JavaScript, by its Search button without. */
async function search(page: Page, text: string) {
  await page.getByPlaceholder("Search customers...").fill(text);
  if (!javaScriptEnabled()) await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

async function loadSample(page: Page) {
  await open(page, "/customers");
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expectToast(page, "Sample data loaded", "40 SKUs and 25 customers added.");
}

test("add, edit, view the JSON of and delete a customer", async ({ page }) => {
  await open(page, "/customers");
  await expect(page.getByText(EMPTY)).toBeVisible();

  await page.getByRole("link", { name: "Add Customer" }).click();
  await expect(page.getByRole("dialog")).toContainText("Add Customer");
  await fillCustomer(page, {
    Label: "Berlin office",
    Name: "Anna Schmidt",
    Email: "anna@example.com",
    Phone: "+49 30 5550123",
    "Address 1": "Friedrichstraße 43",
    "Address 2": "3. OG",
    City: "Berlin",
    Postcode: "10117",
    Country: "Germany",
    Weight: "2",
  });
  await page.getByRole("dialog").getByRole("button", { name: "Add Customer" }).click();
  await expectToast(page, "Customer added");
  const added = row(page, "Berlin office");
  for (const text of ["Anna Schmidt", "anna@example.com", "+49 30 5550123", "Friedrichstraße 43", "3. OG", "Berlin 10117 DE", "Active"]) {
    await expect(added).toContainText(text);
  }
  await expect(page.locator("dt", { hasText: "Avg Weight" }).locator("+ dd")).toHaveText("2.0");

  await page.getByRole("link", { name: "Edit Berlin office" }).click();
  await expect(page.getByRole("dialog").getByLabel("Country", { exact: true })).toHaveValue("DE");
  await fillCustomer(page, { Label: "Berlin HQ", Phone: "", Weight: "0.5" });
  await page.getByRole("dialog").getByLabel("Active").uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Customer updated");
  await expect(row(page, "Berlin HQ")).toContainText("Inactive");
  await expect(row(page, "Berlin HQ")).not.toContainText("+49 30 5550123");

  await page.getByRole("link", { name: "View JSON of Berlin HQ" }).click();
  const json = JSON.parse((await page.getByTestId("json-view").textContent())!);
  expect(json).toEqual({
    id: expect.any(String),
    label: "Berlin HQ",
    customer: { name: "Anna Schmidt", email: "anna@example.com", phone: null },
    address: { address1: "Friedrichstraße 43", address2: "3. OG", city: "Berlin", postcode: "10117", country: "DE" },
    weight: 0.5,
    active: false,
  });
  await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();

  await page.getByRole("link", { name: "Delete Berlin HQ" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this customer?");
  await page.getByRole("dialog").getByRole("link", { name: "Cancel" }).click();
  await expect(row(page, "Berlin HQ")).toBeVisible();

  await page.getByRole("link", { name: "Delete Berlin HQ" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Customer deleted", "The customer has been successfully deleted");
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test("the form explains what is wrong, beside each field", async ({ page }) => {
  await open(page, "/customers/new");
  await fillCustomer(page, { Email: "anna@", Country: "Atlantis", Weight: "-1" });
  await page.getByRole("dialog").getByRole("button", { name: "Add Customer" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Label", { exact: true })).toHaveAccessibleDescription("Label is required");
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Name is required");
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(dialog.getByLabel("Address 1", { exact: true })).toHaveAccessibleDescription("Address 1 is required");
  await expect(dialog.getByLabel("Postcode", { exact: true })).toHaveAccessibleDescription("Postcode is required");
  await expect(dialog.getByLabel("Country", { exact: true })).toHaveAccessibleDescription("Please enter a valid country (an ISO code such as DE, or its English name)");
  await expect(dialog.getByLabel("Weight", { exact: true })).toHaveAccessibleDescription(/^Weight must be 0 or more/);
});

test("duplicate asks first, then opens the copy's edit form", async ({ page }) => {
  await loadSample(page);
  await search(page, "Berlin office");
  await page.getByRole("link", { name: "Duplicate Berlin office" }).click();
  await expect(page.getByRole("dialog")).toContainText("Create a copy of Berlin office");
  await page.getByRole("dialog").getByRole("button", { name: "Duplicate" }).click();

  await expectToast(page, "Customer duplicated", "Berlin office (copy) has been created.");
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}\/edit/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Edit Customer");
  await expect(dialog.getByLabel("Label", { exact: true })).toHaveValue("Berlin office (copy)");
  await fillCustomer(page, { Label: "Berlin office 2" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Customer updated");
  await expect(row(page, "Berlin office 2")).toBeVisible();
  await expect(page.getByText("Showing 1 to 2 of 2 results")).toBeVisible();
});

test("search and paging run on the server", async ({ page }) => {
  await loadSample(page);
  await expect(page.getByText("Showing 1 to 25 of 25 results")).toBeVisible();
  await expect(page.locator("dt", { hasText: "Total" }).locator("+ dd")).toHaveText("25");
  await expect(page.locator("dt", { hasText: "Avg Weight" }).locator("+ dd")).toHaveText(/^\d+\.\d$/);

  await page.getByLabel("Rows per page").selectOption("10");
  if (!javaScriptEnabled()) await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Showing 1 to 10 of 25 results")).toBeVisible();
  await expect(page.getByText("Page 1 of 3")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Showing 11 to 20 of 25 results")).toBeVisible();
  await expect(page.getByText("Page 2 of 3")).toBeVisible();

  // Label, city and country are all searched, case-insensitively.
  await search(page, "BERLIN");
  await expect(page.getByText("Showing 1 to 2 of 2 results")).toBeVisible();
  await expect(row(page, "Berlin office")).toBeVisible();
  await expect(row(page, "Berlin home")).toBeVisible();

  await search(page, "nobody lives here");
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test("a CSV with a bad row imports nothing and lists the problem; a good one imports", async ({ page }, testInfo) => {
  const bad = testInfo.outputPath("bad.csv");
  writeFileSync(bad, `${HEADER}\nHome,Ann Lee,ann@example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true\nWork,Bo Tran,not-an-email,,2 Low St,,York,YO1 7HH,GB,1,true\n`);
  await open(page, "/customers");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await page.getByLabel("CSV file").setInputFiles(bad);
  await page.getByRole("dialog").getByRole("button", { name: "Import" }).click();
  const problems = page.getByRole("dialog").getByRole("alert");
  await expect(problems).toContainText("Nothing was imported: 1 problem to fix first.");
  await expect(problems.getByRole("row").filter({ hasText: "email" })).toContainText("3");
  await expect(problems).toContainText("Please enter a valid email address");

  const good = testInfo.outputPath("good.csv");
  writeFileSync(good, `${HEADER}\nHome,Ann Lee,ann@example.com,,1 High St,,Leeds,LS1 1AA,GB,1,true\nWork,Bo Tran,bo@example.com,,2 Low St,,York,YO1 7HH,United Kingdom,3,false\n`);
  await page.getByLabel("CSV file").setInputFiles(good);
  await page.getByRole("dialog").getByRole("button", { name: "Import" }).click();
  await expectToast(page, "CSV imported", "2 customers added.");
  await expect(row(page, "Work")).toContainText("York YO1 7HH GB");
  await expect(row(page, "Work")).toContainText("Inactive");
});

test("Shopify's customer export imports, without its apostrophes", async ({ page }) => {
  await open(page, "/customers/import");
  await page.getByLabel("CSV file").setInputFiles("tests/fixtures/shopify-customers-export.csv");
  await page.getByRole("dialog").getByRole("button", { name: "Import" }).click();
  await expectToast(page, "CSV imported", "4 customers added.");
  await expect(row(page, "Maria Oliveira")).toContainText("Boston 02108 US");
  await expect(row(page, "Acme Supplies Ltd")).toContainText("+441134960000");
});

test("the exported CSV imports back as the same customers", async ({ page }, testInfo) => {
  await loadSample(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("customers.csv");
  const file = testInfo.outputPath("customers.csv");
  await download.saveAs(file);
  const lines = readFileSync(file, "utf8").trim().split("\n");
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(26);

  await open(page, "/customers/import");
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("dialog").getByRole("button", { name: "Import" }).click();
  await expectToast(page, "CSV imported", "25 customers added.");
  await expect(page.getByText("Showing 1 to 25 of 50 results")).toBeVisible();
  await search(page, "Berlin office");
  await expect(page.getByText("Showing 1 to 2 of 2 results")).toBeVisible();
});
