import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { javaScriptEnabled, newAccount, open, registerViaApi, signInAs, type Account } from "./support.ts";

// The Order Generator against the real worker, which sends to the app's own sandbox
// dispatch API. Each test has its own user and its own sandbox account (its token).

interface Setup {
  /** The user's API access token. */
  api: Record<string, string>;
  /** The sandbox account the user's jobs send to. */
  sandbox: Record<string, string>;
}

const SKUS = [
  { sku: "GEN-TEE", price: 19.9, minQuantity: 1, maxQuantity: 4 },
  { sku: "GEN-CAP", price: 12.5, minQuantity: 1, maxQuantity: 2 },
  { sku: "GEN-MUG", price: 8.25, minQuantity: 2, maxQuantity: 6 },
  { sku: "GEN-BAG", price: 34, minQuantity: 1, maxQuantity: 1 },
];

async function prepare(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  account: Account,
  { skus = true, dispatch = true }: { skus?: boolean; dispatch?: boolean } = {},
): Promise<Setup> {
  await registerViaApi(request, account);
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const api = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const sandboxToken = `sandbox-${account.username}`;
  if (dispatch) {
    const saved = await request.put("/api/admin/settings", {
      headers: api,
      data: { neuro: { base_url: `${baseURL}/sandbox`, token: sandboxToken, store_id: "store-e2e", channel_id: "web", orders_endpoint: "/api/v1/orders" } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  if (skus) {
    for (const sku of SKUS) {
      const created = await request.post("/api/skus", { headers: api, data: { ...sku, title: `Title of ${sku.sku}`, tags: [], weight: 0.2, active: true } });
      expect(created.status(), await created.text()).toBe(201);
    }
    const customer = await request.post("/api/customers", {
      headers: api,
      data: {
        label: "Leeds depot",
        customer: { name: "Ann Lee", email: "ann@example.com", phone: null },
        address: { address1: "1 High St", address2: null, city: "Leeds", postcode: "LS1 1AA", country: "GB" },
        weight: 1,
        active: true,
      },
    });
    expect(customer.status(), await customer.text()).toBe(201);
  }
  await signInAs(page, account);
  return { api, sandbox: { Authorization: `Bearer ${sandboxToken}` } };
}

function summary(page: Page, term: string) {
  return page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("+ dd");
}

function dialog(page: Page) {
  return page.getByRole("dialog");
}

async function openAdvanced(page: Page) {
  await page.getByText("Show Advanced").click();
  await expect(page.getByLabel("Random Seed")).toBeVisible();
}

/** A toast by its title: the page's own boxes are status messages too ('Job created successfully'), so only toasts count here. */
async function expectGeneratorToast(page: Page, title: string, description: string) {
  const shown = page.locator("[data-toast-type]").filter({ has: page.getByText(title, { exact: true }) });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(description);
}

type Order = Record<string, unknown> & { order_number: string; line_items: { sku: string; quantity: number; unit_price: number }[] };

const withoutCreatedAt = ({ created_at: _createdAt, ...order }: Record<string, unknown>) => order;

test("without SKUs both buttons are disabled and the page says what to do", async ({ page, request, baseURL }, testInfo) => {
  await prepare(page, request, baseURL!, newAccount(testInfo, "gen"), { skus: false });
  await open(page, "/generator");
  await expect(page.getByRole("heading", { name: "Order Generator", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview Orders" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Generate Orders" })).toBeDisabled();
  const preflight = page.getByTestId("generator-preflight");
  await expect(preflight).toContainText("No SKUs available");
  await expect(preflight).toContainText("Please add some SKUs before generating orders");
  await expect(summary(page, "Active SKUs available")).toHaveText("0");
  await preflight.getByRole("link", { name: "Go to SKUs" }).click();
  await expect(page).toHaveURL("/skus");
});

test("preview with a seed, view an order's JSON, then generate: the sandbox receives exactly the previewed orders", async ({ page, request, baseURL }, testInfo) => {
  const setup = await prepare(page, request, baseURL!, newAccount(testInfo, "gen"));
  await open(page, "/generator");
  await expect(summary(page, "Active SKUs available")).toHaveText("4");
  await expect(summary(page, "Customers available")).toHaveText("1");
  await expect(page.getByLabel("Customer Selection")).toHaveValue("random");
  await expect(page.getByLabel("Customer Selection").locator("option")).toHaveText(["Random Customer", "Leeds depot - ann@example.com"]);

  await page.getByLabel("Number of Orders").fill("3");
  await page.getByLabel("Delay Between Orders (seconds)").fill("0");
  await page.getByLabel("Shipping Option").selectOption({ label: "Random Selection" });
  if (javaScriptEnabled()) {
    // With JavaScript the card follows the form as it is edited.
    await expect(summary(page, "Orders to be generated")).toHaveText("3");
    await expect(summary(page, "Shipping option")).toHaveText("Random Selection");
  }
  await openAdvanced(page);
  await page.getByLabel("Random Seed").fill("4242");
  await page.getByRole("button", { name: "Preview Orders" }).click();

  await expect(dialog(page)).toContainText("Order Preview (3 orders)");
  await expect(dialog(page)).toContainText("Seed: 4242");
  const rows = dialog(page).getByRole("row");
  await expect(rows).toHaveCount(4);
  const previewUrl = page.url();

  // Each order's JSON: its rows in the table show the same SKUs, quantities and total.
  const previewed: Order[] = [];
  for (const position of [1, 2, 3]) {
    const number = `OB-4242-00${position}`;
    const row = rows.filter({ hasText: number });
    await row.getByRole("link", { name: `View order JSON of ${number}` }).click();
    await expect(dialog(page)).toContainText("Order JSON");
    const order: Order = JSON.parse((await page.getByTestId("json-view").textContent())!);
    expect(order.order_number).toBe(number);
    previewed.push(order);
    await dialog(page).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(previewUrl);
    await expect(dialog(page)).toContainText("Order Preview (3 orders)");
    for (const item of order.line_items) await expect(row).toContainText(`${item.sku} x ${item.quantity}`);
    const cents = order.line_items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0);
    await expect(row).toContainText(`$${(cents / 100).toFixed(2)}`);
    await expect(row).toContainText(order.shipping_method as string);
  }

  // Closing the preview keeps the settings in the form; Generate sends them.
  await dialog(page).getByRole("link", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByLabel("Number of Orders")).toHaveValue("3");
  await expect(page.getByLabel("Random Seed")).toHaveValue("4242");
  await expect(summary(page, "Orders to be generated")).toHaveText("3");
  await expect(summary(page, "Shipping option")).toHaveText("Random Selection");
  await page.getByRole("button", { name: "Generate Orders" }).click();

  const success = page.getByTestId("generation-success");
  await expect(success).toContainText("Job created successfully");
  await expect(success).toContainText("Order generation job has been started. You can monitor progress in the dashboard.");
  await expect(page).toHaveURL(/\/generator\?created=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get("created")!;
  await expectGeneratorToast(page, "Job created", `Order generation job started with ID: ${jobId}`);

  await expect
    .poll(async () => (await (await request.get(`/api/jobs/${jobId}`, { headers: setup.api })).json()).status, { timeout: 20_000 })
    .toBe("completed");
  const received = await request.get("/sandbox/api/v1/orders?limit=10", { headers: setup.sandbox });
  const { orders } = (await received.json()) as { orders: { order: Record<string, unknown> }[] };
  // Newest first; created_at is stamped when the job is created, the one field not drawn from the seed.
  expect(orders.map(({ order }) => withoutCreatedAt(order)).reverse()).toEqual(previewed.map(withoutCreatedAt));

  await success.getByRole("link", { name: /View job/ }).click();
  await expect(page).toHaveURL(`/history/${jobId}`);
});

test("a preview without a seed draws one, and 'Generate these orders' sends that preview", async ({ page, request, baseURL }, testInfo) => {
  const setup = await prepare(page, request, baseURL!, newAccount(testInfo, "gen"));
  await open(page, "/generator");
  await page.getByLabel("Number of Orders").fill("2");
  await page.getByLabel("Delay Between Orders (seconds)").fill("0");
  await page.getByLabel("Customer Selection").selectOption({ label: "Leeds depot - ann@example.com" });
  await page.getByRole("button", { name: "Preview Orders" }).click();
  await expect(dialog(page)).toContainText("Order Preview (2 orders)");
  const seed = Number((await page.getByTestId("preview-seed").textContent())!.replace("Seed: ", ""));
  expect(Number.isInteger(seed)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`seed=${seed}`));

  await dialog(page).getByRole("button", { name: "Generate these orders" }).click();
  await expect(page.getByTestId("generation-success")).toContainText("Job created successfully");
  const jobId = new URL(page.url()).searchParams.get("created")!;
  const job = await (await request.get(`/api/jobs/${jobId}`, { headers: setup.api })).json();
  expect(job).toMatchObject({ seed, total: 2, config: { totalOrders: 2, delaySeconds: 0, useRandomCustomer: false, seed } });
  for (const item of job.items) expect(item.payload.customer).toEqual({ name: "Ann Lee", email: "ann@example.com", phone: null });
});

test("field errors show beside their fields; an out-of-range number of orders becomes 1", async ({ page, request, baseURL }, testInfo) => {
  await prepare(page, request, baseURL!, newAccount(testInfo, "gen"));
  await open(page, "/generator");
  await openAdvanced(page);
  await page.getByLabel("Random Seed").fill("abc");
  await page.getByRole("button", { name: "Preview Orders" }).click();
  await expect(page.getByLabel("Random Seed")).toHaveAccessibleDescription("Random Seed must be a whole number from 0 to 4294967295");
  await expect(dialog(page)).toHaveCount(0);

  await page.getByLabel("Random Seed").fill("");
  await page.getByLabel("Min Items Per Order").fill("5");
  await page.getByLabel("Max Items Per Order").fill("2");
  await page.getByRole("button", { name: "Generate Orders" }).click();
  await expect(page.getByLabel("Max Items Per Order")).toHaveAccessibleDescription("Max Items Per Order must be at least Min Items Per Order");
  await expect(page.getByTestId("generation-success")).toHaveCount(0);

  await page.getByLabel("Min Items Per Order").fill("1");
  await page.getByLabel("Number of Orders").fill("500");
  await page.getByRole("button", { name: "Preview Orders" }).click();
  await expect(dialog(page)).toContainText("Order Preview (1 orders)");
  await expect(dialog(page).getByRole("row")).toHaveCount(2);
  await dialog(page).getByRole("link", { name: "Close" }).click();
  await expect(page.getByLabel("Number of Orders")).toHaveValue("1");
  await expect(summary(page, "Orders to be generated")).toHaveText("1");
});

test("without dispatch settings Generate fails with the reason, and the form keeps its values", async ({ page, request, baseURL }, testInfo) => {
  await prepare(page, request, baseURL!, newAccount(testInfo, "gen"), { dispatch: false });
  await open(page, "/generator");
  await expect(page.getByTestId("generator-settings-missing").getByRole("link", { name: "Open API Settings" })).toHaveAttribute("href", "/settings/api");
  await page.getByLabel("Number of Orders").fill("7");
  await page.getByLabel("Shipping Option").selectOption({ label: "Express Shipping" });
  await page.getByRole("button", { name: "Generate Orders" }).click();

  const failure = page.getByTestId("generation-failure");
  await expect(failure).toContainText("Generation failed");
  await expect(failure).toContainText("Save the dispatch API settings (base URL, token, store ID and channel ID) on API Settings before generating orders");
  await expectGeneratorToast(page, "Job creation failed", "Save the dispatch API settings");
  await expect(page.getByLabel("Number of Orders")).toHaveValue("7");
  await expect(page.getByLabel("Shipping Option")).toHaveValue("express");
  await expect(summary(page, "Orders to be generated")).toHaveText("7");
});
