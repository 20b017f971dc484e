import { expect, test, type Page } from "@playwright/test";
import { expectToast, newAccount, open, registerViaApi, signInAs } from "./support.ts";

// A script error (a hydration mismatch, say) can leave a page looking right but not working.
const pageErrors: string[] = [];

test.beforeEach(async ({ page, request }, testInfo) => {
  pageErrors.length = 0;
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const account = newAccount(testInfo, "catalogue");
  await registerViaApi(request, account);
  await signInAs(page, account);
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function expectCounts(page: Page, { skus, customers }: { skus: number; customers: number }) {
  await open(page, "/skus");
  await expect(page.locator("dt", { hasText: "Total" }).locator("+ dd")).toHaveText(String(skus));
  await open(page, "/customers");
  await expect(page.locator("dt", { hasText: "Total" }).locator("+ dd")).toHaveText(String(customers));
}

test("Load sample data on the customers page brings SKUs and customers together", async ({ page }) => {
  await open(page, "/customers");
  await expect(page.getByText("No customers found. Add some customers to get started.")).toBeVisible();
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expectToast(page, "Sample data loaded", "40 SKUs and 25 customers added.");
  await expect(page.getByText("Showing 1 to 25 of 25 results")).toBeVisible();
  // The offer goes once there is something to show.
  await expect(page.getByRole("button", { name: "Load sample data" })).toHaveCount(0);
  await expectCounts(page, { skus: 40, customers: 25 });
});

test("Load sample data on the SKUs page brings the customers too", async ({ page }) => {
  await open(page, "/skus");
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expectToast(page, "Sample data loaded", "40 SKUs and 25 customers added.");
  await expectCounts(page, { skus: 40, customers: 25 });
});

test("Clear All Data asks first, then removes every SKU and customer", async ({ page }) => {
  await open(page, "/customers");
  await page.getByRole("button", { name: "Load sample data" }).click();
  await expectToast(page, "Sample data loaded");

  await open(page, "/settings/app");
  await page.getByRole("link", { name: "Clear All Data" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to clear all data? This action cannot be undone.");
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/settings/app");
  await expectCounts(page, { skus: 40, customers: 25 });

  await open(page, "/settings/app");
  await page.getByRole("link", { name: "Clear All Data" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, clear all data" }).click();
  await expectToast(page, "Data cleared", "All SKUs and customers have been removed");
  await expect(page).toHaveURL("/settings/app");

  await expectCounts(page, { skus: 0, customers: 0 });
  await expect(page.getByText("No customers found. Add some customers to get started.")).toBeVisible();
});
