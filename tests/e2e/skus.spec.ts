import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectToast, javaScriptEnabled, newAccount, open, registerViaApi, signInAs } from "./support.ts";

test.beforeEach(async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, "skus");
  await registerViaApi(request, account);
  await signInAs(page, account);
});

async function fillSku(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

function row(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}

test("add, edit, view and delete a SKU", async ({ page }) => {
  await open(page, "/skus");
  await expect(page.getByText("No SKUs found. Add some SKUs to get started.")).toBeVisible();

  await page.getByRole("link", { name: "Add SKU" }).click();
  await expect(page.getByRole("dialog")).toContainText("Add SKU");
  await fillSku(page, { SKU: "TEE-RED-M", Title: "Red Tee", Tags: "summer, cotton", Price: "19.9", "Min quantity": "1", "Max quantity": "3", Weight: "0.25" });
  await page.getByRole("dialog").getByRole("button", { name: "Add SKU" }).click();
  await expectToast(page, "SKU added");
  await expect(row(page, "TEE-RED-M")).toContainText("$19.90");
  await expect(row(page, "TEE-RED-M")).toContainText("1-3");
  await expect(row(page, "TEE-RED-M")).toContainText("Active");

  await page.getByRole("link", { name: "Edit TEE-RED-M" }).click();
  await fillSku(page, { Title: "Red Tee (organic)", Price: "21" });
  await page.getByRole("dialog").getByLabel("Active").uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "SKU updated");
  await expect(row(page, "TEE-RED-M")).toContainText("Red Tee (organic)");
  await expect(row(page, "TEE-RED-M")).toContainText("Inactive");

  await page.getByRole("link", { name: "View JSON of TEE-RED-M" }).click();
  const json = JSON.parse((await page.getByTestId("json-view").textContent())!);
  expect(json).toMatchObject({ sku: "TEE-RED-M", title: "Red Tee (organic)", tags: ["summer", "cotton"], price: 21, minQuantity: 1, maxQuantity: 3, weight: 0.25, active: false });
  await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();

  await page.getByRole("link", { name: "Delete TEE-RED-M" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this SKU?");
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "SKU deleted", "The SKU has been successfully deleted");
  await expect(page.getByText("No SKUs found. Add some SKUs to get started.")).toBeVisible();
});

test("the form explains what is wrong, beside each field", async ({ page }) => {
  await open(page, "/skus/new");
  await fillSku(page, { Price: "1.999", "Min quantity": "4", "Max quantity": "2" });
  await page.getByRole("dialog").getByRole("button", { name: "Add SKU" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("SKU", { exact: true })).toHaveAccessibleDescription("SKU is required");
  await expect(dialog.getByLabel("Title")).toHaveAccessibleDescription("Title is required");
  await expect(dialog.getByLabel("Price")).toHaveAccessibleDescription("Price must be 0 or more, with at most 2 decimals");
});

test("sample data, search and paging run on the server", async ({ page }) => {
  await open(page, "/skus");
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expectToast(page, "Sample data loaded");
  await expect(page.getByText("Showing 1 to 25 of 40 results")).toBeVisible();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Showing 26 to 40 of 40 results")).toBeVisible();

  const firstTitle = (await page.getByRole("row").nth(1).getByRole("cell").nth(1).textContent())!;
  await page.getByPlaceholder("Search SKUs...").fill(firstTitle.toUpperCase());
  if (!javaScriptEnabled()) await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText(/Showing 1 to \d+ of \d+ results/)).toBeVisible();
  await expect(row(page, firstTitle).first()).toBeVisible();
  await expect(page.getByText(/of 40 results/)).toHaveCount(0);

  await page.getByPlaceholder("Search SKUs...").fill("no such thing anywhere");
  if (!javaScriptEnabled()) await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No SKUs found. Add some SKUs to get started.")).toBeVisible();
});

test("a CSV with a bad row imports nothing and lists the problem; a good one imports", async ({ page }, testInfo) => {
  const bad = testInfo.outputPath("bad.csv");
  writeFileSync(bad, "sku,title,tags,price,min_quantity,max_quantity,weight,active\nOK-1,Fine,,5,1,2,0,true\nBAD-1,Broken,,abc,1,2,0,true\n");
  await open(page, "/skus/upload");
  await page.getByLabel("CSV file").setInputFiles(bad);
  await page.getByRole("button", { name: "Upload" }).click();
  const problems = page.getByRole("dialog").getByRole("alert");
  await expect(problems).toContainText("Nothing was imported");
  await expect(problems.getByRole("row").filter({ hasText: "price" })).toContainText("3");
  await expect(problems).toContainText("Price must be 0 or more, with at most 2 decimals");

  const good = testInfo.outputPath("good.csv");
  writeFileSync(good, "sku,title,tags,price,min_quantity,max_quantity,weight,active\nOK-1,Fine,,5,1,2,0,true\nOK-2,Also fine,kitchen,7.5,1,4,0.3,false\n");
  await page.getByLabel("CSV file").setInputFiles(good);
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "CSV imported", "2 created, 0 updated.");
  await expect(row(page, "OK-2")).toContainText("$7.50");
});

test("a Shopify product export imports one SKU per variant", async ({ page }) => {
  await open(page, "/skus/upload");
  await page.getByLabel("CSV file").setInputFiles("tests/fixtures/shopify-products.csv");
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "CSV imported", "6 created, 0 updated. 4 SKU codes were made from product handles and options.");
  await expect(row(page, "classic-varsity-top-medium")).toContainText("Classic Varsity Top");
});

test("the exported CSV uploads back as updates", async ({ page }, testInfo) => {
  await open(page, "/skus");
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expectToast(page, "Sample data loaded");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("skus.csv");
  const file = testInfo.outputPath("skus.csv");
  await download.saveAs(file);
  expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(41);

  await open(page, "/skus/upload");
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "CSV imported", "0 created, 40 updated.");
});
