import { expect, test, type Page } from "@playwright/test";
import { expectToast, javaScriptEnabled, newAccount, register, waitForPasswordToggle } from "./support.ts";

// API Settings against the app's own sandbox dispatch API and sandbox shop, with
// JavaScript on and off: save (which tests), test, failures and field errors.

const dispatchForm = (page: Page) => page.getByRole("form", { name: "Dispatch Company API" });
const storeForm = (page: Page) => page.getByRole("form", { name: "Store API" });
const origin = () => test.info().project.use.baseURL!;
const uniqueToken = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-wxyz`;

async function openSettings(page: Page) {
  await page.goto("/settings/api");
  await expect(page.getByRole("heading", { name: "API Settings" })).toBeVisible();
  await waitForPasswordToggle(page);
}

test("saving the dispatch settings tests them against the sandbox, and the token stays on the server", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "apiset"));
  await openSettings(page);
  const form = dispatchForm(page);
  await expect(form.getByLabel("Base URL")).toHaveValue(`${origin()}/sandbox`);
  await expect(form.getByLabel("Orders Endpoint")).toHaveValue("/api/v1/orders");
  await expect(storeForm(page).getByLabel("API Version")).toHaveValue("2023-10");
  await expect(form.getByRole("button", { name: "Test Connection" })).toBeVisible();

  const token = uniqueToken();
  await form.getByLabel("API Token").fill(token);
  await form.getByLabel("Store ID").fill("store-e2e");
  await form.getByLabel("Channel ID").fill("web");
  await form.getByRole("button", { name: "Save Settings" }).click();

  await expectToast(page, "Connection successful", /reachable and accepted the token/);
  await expect(form.getByRole("button", { name: "Success" })).toBeVisible();
  await expect(page.getByTestId("dispatch-test-result")).toHaveAttribute("data-success", "true");
  await expect(page.getByTestId("dispatch-test-result")).toContainText("Connection test passed");
  await expect(page.getByTestId("dispatch-token-hint")).toContainText("A token ending in wxyz is saved.");
  // The form shows what is now stored, its token field blank and ready for the next save.
  await expect(form.getByLabel("API Token")).toHaveValue("");
  await expect(form.getByLabel("Store ID")).toHaveValue("store-e2e");
  await expect(form.getByRole("button", { name: "Save Settings" })).toBeEnabled();
  expect(await page.content()).not.toContain(token);

  // Preloaded on the next visit; a blank token field tests with the saved token.
  await openSettings(page);
  await expect(form.getByLabel("Store ID")).toHaveValue("store-e2e");
  await expect(form.getByLabel("API Token")).toHaveValue("");
  if (javaScriptEnabled()) {
    // Hold the answer back a moment, to see the button while it tests.
    await page.route("**/settings/api.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
  }
  await form.getByRole("button", { name: "Test Connection" }).click();
  if (javaScriptEnabled()) await expect(form.getByRole("button", { name: "Testing..." })).toBeVisible();
  await expect(form.getByRole("button", { name: "Success" })).toBeVisible();
  await expectToast(page, "Connection successful");
  expect(await page.content()).not.toContain(token);
});

test("a base URL that cannot be reached fails the test, in red", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "badurl"));
  await openSettings(page);
  const form = dispatchForm(page);
  await form.getByLabel("Base URL").fill("http://127.0.0.1:9/");
  await form.getByLabel("API Token").fill(uniqueToken());
  await form.getByLabel("Store ID").fill("store-e2e");
  await form.getByLabel("Channel ID").fill("web");
  await form.getByRole("button", { name: "Test Connection" }).click();

  await expect(form.getByRole("button", { name: "Failed" })).toBeVisible();
  await expectToast(page, "Connection failed", "port 9");
  const result = page.getByTestId("dispatch-test-result");
  await expect(result).toHaveAttribute("data-success", "false");
  await expect(result).toContainText("Connection test failed");

  // Testing does not save: the next visit shows the sandbox default again.
  await openSettings(page);
  await expect(form.getByLabel("Base URL")).toHaveValue(`${origin()}/sandbox`);
});

test("invalid fields are explained beside them; with JavaScript the buttons wait for a valid form", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "apival"));
  await openSettings(page);
  const form = dispatchForm(page);
  const save = form.getByRole("button", { name: "Save Settings" });
  await form.getByLabel("Base URL").fill("not a url");
  await form.getByLabel("Orders Endpoint").fill("");

  if (javaScriptEnabled()) {
    await expect(save).toBeDisabled();
    await expect(form.getByRole("button", { name: "Test Connection" })).toBeDisabled();
    await form.getByLabel("Base URL").blur();
    await expect(form.getByLabel("Base URL")).toHaveAccessibleDescription("Please enter a valid URL");
    await form.getByLabel("API Token").fill("x");
    await form.getByLabel("API Token").fill("");
    await form.getByLabel("API Token").blur();
    await expect(form.getByLabel("API Token")).toHaveAccessibleDescription("Token is required");
  } else {
    await save.click();
    await expect(form.getByLabel("Base URL")).toHaveAccessibleDescription("Please enter a valid URL");
    await expect(form.getByLabel("API Token")).toHaveAccessibleDescription("Token is required");
    await expect(form.getByLabel("Store ID")).toHaveAccessibleDescription("Store ID is required");
    await expect(form.getByLabel("Channel ID")).toHaveAccessibleDescription("Channel ID is required");
    await expect(form.getByLabel("Orders Endpoint")).toHaveAccessibleDescription("Orders endpoint is required");
    // What was typed stays.
    await expect(form.getByLabel("Base URL")).toHaveValue("not a url");
  }

  await form.getByLabel("Base URL").fill(`${origin()}/sandbox`);
  await form.getByLabel("API Token").fill(uniqueToken());
  await form.getByLabel("Store ID").fill("store-e2e");
  await form.getByLabel("Channel ID").fill("web");
  await form.getByLabel("Orders Endpoint").fill("/api/v1/orders");
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(page, "Connection successful");
});

test("the store settings connect to the sandbox shop, which the result names", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "apistore"));
  await openSettings(page);
  const form = storeForm(page);
  await form.getByLabel("Shop Domain").fill(`${origin()}/sandbox/shopify`);
  await form.getByLabel("Access Token").fill(`shpat_${uniqueToken()}`);
  await form.getByRole("button", { name: "Save Settings" }).click();

  await expectToast(page, "Connection successful", "Connected to Orderbench Sandbox Store");
  await expect(form.getByRole("button", { name: "Success" })).toBeVisible();
  await expect(page.getByTestId("store-test-result")).toHaveAttribute("data-success", "true");
  await expect(page.getByTestId("store-token-hint")).toContainText("A token ending in wxyz is saved.");
  await expect(form.getByLabel("Shop Domain")).toHaveValue(`${origin()}/sandbox/shopify`);
  await expect(form.getByLabel("Access Token")).toHaveValue("");
});
