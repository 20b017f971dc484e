import { expect, test, type Page } from "@playwright/test";
import { sandboxProducts } from "../../app/lib/sandbox-shopify-catalogue.ts";
import { expectToast, newAccount, open, registerViaApi, signInAs } from "./support.ts";

// Import from Shopify against the app's own sandbox Shopify Admin API, run by the real worker.

const variants = sandboxProducts().flatMap((product) => product.variants);
const derived = variants.filter((variant) => !variant.sku).length;
const count = (n: number) => n.toLocaleString("en-US");

async function saveStoreSettings(page: Page, accessToken: string) {
  await open(page, "/settings/api");
  const form = page.getByRole("form", { name: "Store API" });
  await form.getByLabel("Shop Domain").fill(`${new URL(page.url()).origin}/sandbox/shopify`);
  await form.getByLabel("Access Token", { exact: true }).fill(accessToken);
  await form.getByLabel("API Version").fill("2023-10");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Connection successful", "Orderbench Sandbox Store");
}

test("Import from Shopify pages through the store, waits out a 429 and shows the result", async ({ page, request }, testInfo) => {
  // A background job with two deliberate waits, on top of sign-up and saving the settings.
  test.setTimeout(60_000);
  const account = newAccount(testInfo, "shopify");
  await registerViaApi(request, account);
  await signInAs(page, account);
  const accessToken = `shpat_e2e_${testInfo.project.name}_${Date.now().toString(36)}`;
  await saveStoreSettings(page, accessToken);
  // Every second request of this token is throttled: pages 2 and 3 each wait out a 429 of 1.5 s, long enough to see the import run.
  const throttle = await request.put("/sandbox/shopify/behaviour", {
    headers: { "X-Shopify-Access-Token": accessToken },
    data: { throttleEvery: 2, retryAfterSeconds: 1.5 },
  });
  expect(throttle.status()).toBe(200);

  await open(page, "/skus");
  await expect(page.getByText("No SKUs found. Add some SKUs to get started.")).toBeVisible();
  await page.getByRole("button", { name: "Import from Shopify" }).click();
  await expectToast(page, "Import started");

  // The page refreshes itself until the import ends: revalidation with JavaScript, a meta refresh without.
  const status = page.getByTestId("shopify-import");
  await expect(status).toContainText(/Importing from Shopify… [\d,]+ SKUs so far/);
  await expect(page.getByRole("button", { name: "Import from Shopify" })).toBeDisabled();
  await expect(status).toContainText(
    `Shopify import finished: ${count(variants.length)} created, 0 updated, ${count(derived)} derived from handles and options.`,
    { timeout: 20_000 },
  );
  await expect(page.getByRole("button", { name: "Import from Shopify" })).toBeEnabled();
  await expect(page.getByText(`Showing 1 to 25 of ${variants.length} results`)).toBeVisible();

  // A derived code can be searched for like any other.
  const blank = sandboxProducts().find((product) => product.variants.length === 1 && !product.variants[0].sku && product.variants[0].option1 === "Default Title")!;
  await page.getByPlaceholder("Search SKUs...").fill(blank.handle);
  await page.getByPlaceholder("Search SKUs...").press("Enter");
  await expect(page.getByRole("cell", { name: blank.handle, exact: true })).toBeVisible();
});

test("Import from Shopify without store settings says to save them on API Settings", async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, "noshop");
  await registerViaApi(request, account);
  await signInAs(page, account);
  await open(page, "/skus");
  await page.getByRole("button", { name: "Import from Shopify" }).click();
  await expectToast(page, "Import failed", "save the shop domain, access token and API version on API Settings");
  await expect(page.getByTestId("shopify-import")).toHaveCount(0);
});
