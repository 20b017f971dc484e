import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectToast, javaScriptEnabled, newAccount, open, registerViaApi, signInAs } from "./support.ts";

// Order History against the real worker, which sends every job to the app's own sandbox
// dispatch API. Each test has its own user and its own sandbox account (its token).

interface Setup {
  /** The user's API access token. */
  api: Record<string, string>;
  /** The sandbox account the user's jobs send to. */
  sandbox: Record<string, string>;
}

let setup: Setup;
// A script error (a hydration mismatch, say) can leave a page looking right but not working.
const pageErrors: string[] = [];

test.beforeEach(async ({ page, request, baseURL }, testInfo) => {
  pageErrors.length = 0;
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const account = newAccount(testInfo, "history");
  await registerViaApi(request, account);
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const api = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const sandboxToken = `sandbox-${account.username}`;
  const saved = await request.put("/api/admin/settings", {
    headers: api,
    data: { neuro: { base_url: `${baseURL}/sandbox`, token: sandboxToken, store_id: "store-e2e", channel_id: "web", orders_endpoint: "/api/v1/orders" } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const [sku, price] of [
    ["HIST-TEE", 19.9],
    ["HIST-CAP", 12.5],
  ] as const) {
    const created = await request.post("/api/skus", {
      headers: api,
      data: { sku, title: sku, tags: [], price, minQuantity: 1, maxQuantity: 2, weight: 0.2, active: true },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  setup = { api, sandbox: { Authorization: `Bearer ${sandboxToken}` } };
  await signInAs(page, account);
});

test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

async function createJob(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post("/api/jobs", { headers: setup.api, data: { seed: 7, shipping_option: "standard", ...body } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).job_id;
}

async function jobStatus(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/jobs/${id}`, { headers: setup.api });
  return (await response.json()).status;
}

async function waitForJob(request: APIRequestContext, id: string, status: string) {
  await expect.poll(() => jobStatus(request, id), { timeout: 20_000 }).toBe(status);
}

/** Every order to this test's sandbox account fails at once (429 with Retry-After 0), or none does. */
async function sandboxFails(request: APIRequestContext, failing: boolean) {
  const response = await request.put("/sandbox/api/v1/behaviour", {
    headers: setup.sandbox,
    data: { latencyMs: 0, failureRate: failing ? 1 : 0, failureStatus: 429, retryAfterSeconds: 0 },
  });
  expect(response.status()).toBe(200);
}

function jobRow(page: Page, id: string) {
  // The row's own id (a span), not a "Repush of" link that names the same id.
  return page.getByRole("row").filter({ has: page.locator(`span[title="${id}"]`) });
}

const short = (id: string) => `${id.slice(0, 8)}…`;

function card(page: Page, title: string) {
  return page.locator("dt", { hasText: new RegExp(`^${title}$`) }).locator("+ dd");
}

/** Chooses a filter: with JavaScript it applies on change, without it takes the Apply button. */
async function filterBy(page: Page, label: "Status" | "Time range", option: string) {
  await page.getByLabel(label).selectOption({ label: option });
  if (!javaScriptEnabled()) await page.getByRole("button", { name: "Apply" }).click();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder("Search by job ID...").fill(text);
  if (!javaScriptEnabled()) await page.getByRole("button", { name: "Search" }).click();
}

test("a job runs to completed in History by itself; Job Details and both exports show what was sent", async ({ page, request }, testInfo) => {
  await open(page, "/history");
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  await expect(page.getByText("No jobs found. Generate some orders to see them here.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Generate New" })).toHaveAttribute("href", "/generator");

  // A second between orders: the page is open while the job still runs, and must catch up on its own.
  const id = await createJob(request, { order_count: 3, delay_seconds: 1 });
  await open(page, "/history");
  const row = jobRow(page, id);
  await expect(row).toContainText(short(id));
  await expect(row).toContainText("Completed", { timeout: 20_000 });
  await expect(row).toContainText("3 / 3");
  await expect(row).toContainText("100%");
  await expect(row).toContainText("3 succeeded");
  await expect(row).toContainText("0 failed");
  // Two 1-second pauses between three orders: at least 2 seconds from created to updated.
  const duration = (await row.getByRole("cell").nth(5).textContent())!;
  expect(duration).toMatch(/^\d+(\.\d)?s$/);
  expect(Number.parseFloat(duration)).toBeGreaterThanOrEqual(2);
  // Repush is for failed jobs only, Cancel for pending or running ones.
  await expect(row.getByRole("link", { name: "Repush" })).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Cancel" })).toHaveCount(0);
  await expect(card(page, "Total Jobs")).toHaveText("1");
  await expect(card(page, "Completed")).toHaveText("1");
  await expect(card(page, "Failed")).toHaveText("0");
  await expect(card(page, "Total Orders")).toHaveText("3");

  const received = await request.get("/sandbox/api/v1/orders?limit=10", { headers: setup.sandbox });
  const sentNumbers = ((await received.json()).orders as { order: { order_number: string } }[]).map((received) => received.order.order_number).sort();
  expect(sentNumbers).toHaveLength(3);

  await row.getByRole("link", { name: "View JSON" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Job Details");
  await expect(dialog.getByTestId("job-id")).toHaveText(id);
  await expect(dialog).toContainText("Completed");
  const details = JSON.parse((await dialog.getByTestId("json-view").textContent())!);
  expect(details).toMatchObject({ id, status: "completed", total: 3, sent: 3, succeeded: 3, failed: 0 });
  expect(details.items.map((order: { order_number: string }) => order.order_number).sort()).toEqual(sentNumbers);
  for (const order of details.items) expect(order).toMatchObject({ status: "succeeded", http_status: 201, attempts: 1 });
  expect(JSON.stringify(details)).not.toContain("sandbox-");

  const jsonDownload = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Export JSON" }).click();
  const jsonFile = await jsonDownload;
  expect(jsonFile.suggestedFilename()).toBe(`job_${id}.json`);
  const jsonPath = testInfo.outputPath(jsonFile.suggestedFilename());
  await jsonFile.saveAs(jsonPath);
  const exported = JSON.parse(readFileSync(jsonPath, "utf8"));
  expect(exported).toMatchObject({ id, status: "completed", total: 3, succeeded: 3 });
  expect(exported.items.map((order: { payload: { order_number: string } }) => order.payload.order_number).sort()).toEqual(sentNumbers);

  const csvDownload = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Export CSV" }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toBe(`job_${id}.csv`);
  const csvPath = testInfo.outputPath(csvFile.suggestedFilename());
  await csvFile.saveAs(csvPath);
  const lines = readFileSync(csvPath, "utf8").trim().split(/\r?\n/);
  expect(lines[0]).toBe("order_number,status,http_status,attempts,duration_ms,skus,total,response_excerpt");
  expect(lines.slice(1).map((line) => line.split(",")[0]).sort()).toEqual(sentNumbers);
  for (const line of lines.slice(1)) expect(line).toMatch(/^[^,]+,succeeded,201,1,/);

  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The list's own Export JSON gives the same file.
  const rowDownload = page.waitForEvent("download");
  await row.getByRole("link", { name: "Export JSON" }).click();
  expect((await rowDownload).suggestedFilename()).toBe(`job_${id}.json`);
});

test("status filter, time range and search run on the server and keep each other", async ({ page, request }) => {
  const done = await createJob(request, { order_count: 2, delay_seconds: 0 });
  await waitForJob(request, done, "completed");
  await sandboxFails(request, true);
  const broken = await createJob(request, { order_count: 1, delay_seconds: 0 });
  await waitForJob(request, broken, "failed");

  await open(page, "/history");
  await expect(page.getByLabel("Time range")).toHaveValue("7d");
  await expect(page.getByLabel("Status")).toHaveValue("");
  await expect(jobRow(page, done)).toBeVisible();
  await expect(jobRow(page, broken)).toContainText("Failed");
  await expect(card(page, "Total Jobs")).toHaveText("2");
  await expect(card(page, "Total Orders")).toHaveText("3");

  await filterBy(page, "Status", "Failed");
  await expect(page).toHaveURL(/status=failed/);
  await expect(jobRow(page, broken)).toBeVisible();
  await expect(jobRow(page, done)).toHaveCount(0);
  await expect(card(page, "Total Jobs")).toHaveText("1");
  await expect(card(page, "Failed")).toHaveText("1");
  await expect(card(page, "Completed")).toHaveText("0");

  // The details modal keeps the list's filter underneath, and closing returns to it.
  await jobRow(page, broken).getByRole("link", { name: "View JSON" }).click();
  await expect(page).toHaveURL(new RegExp(`/history/${broken}\\?.*status=failed`));
  await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/history\?.*status=failed/);

  await filterBy(page, "Status", "Completed");
  await expect(jobRow(page, done)).toBeVisible();
  await expect(jobRow(page, broken)).toHaveCount(0);

  await filterBy(page, "Time range", "Last 24 hours");
  await expect(page).toHaveURL(/range=24h/);
  await expect(jobRow(page, done)).toBeVisible();

  await filterBy(page, "Status", "All Statuses");
  await search(page, broken.slice(0, 8).toUpperCase());
  await expect(page).toHaveURL(/q=/);
  await expect(jobRow(page, broken)).toBeVisible();
  await expect(jobRow(page, done)).toHaveCount(0);
  await expect(page.getByText("Showing 1 to 1 of 1 results")).toBeVisible();

  // A filter keeps the search: the failed job is not completed, so nothing is left.
  await filterBy(page, "Status", "Completed");
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText("No jobs found. Generate some orders to see them here.")).toBeVisible();

  await filterBy(page, "Status", "Pending");
  await search(page, "ffffffff-nothing");
  await expect(page.getByText("No jobs found. Generate some orders to see them here.")).toBeVisible();
});

test("repush a failed job: a new job sends the failed orders again and completes", async ({ page, request }) => {
  await sandboxFails(request, true);
  const failed = await createJob(request, { order_count: 2, delay_seconds: 0 });
  await open(page, "/history");
  const row = jobRow(page, failed);
  await expect(row).toContainText("Failed", { timeout: 20_000 });
  await expect(row).toContainText("0 succeeded");
  await expect(row).toContainText("2 failed");
  await sandboxFails(request, false);

  await row.getByRole("link", { name: "Repush" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to repush this job?");
  await page.getByRole("dialog").getByRole("button", { name: "Repush" }).click();
  await expectToast(page, "Job repushed", "sends the 2 failed orders again");

  const copy = page.getByRole("row").filter({ hasText: `Repush of ${short(failed)}` });
  await expect(copy).toContainText("Completed", { timeout: 20_000 });
  await expect(copy).toContainText("2 / 2");
  await expect(copy).toContainText("2 succeeded");
  await expect(copy.getByRole("link", { name: "Repush" })).toHaveCount(0);
  // The original stays as it was.
  await expect(jobRow(page, failed)).toContainText("Failed");
  await expect(card(page, "Total Jobs")).toHaveText("2");
  await expect(card(page, "Total Orders")).toHaveText("4");

  const received = await request.get("/sandbox/api/v1/orders?limit=10", { headers: setup.sandbox });
  expect((await received.json()).orders).toHaveLength(2);
});

test("cancel a running job after confirming", async ({ page, request }) => {
  // Five seconds between orders: the job is still running while we cancel it.
  const id = await createJob(request, { order_count: 3, delay_seconds: 5 });
  await waitForJob(request, id, "running");
  await open(page, "/history");
  const row = jobRow(page, id);
  await expect(row).toContainText("Running...");
  await row.getByRole("link", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to cancel this job?");
  await dialog.getByRole("button", { name: "Cancel Job" }).click();
  await expectToast(page, "Job cancelled", `Job ${short(id)} stops before its next order`);
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("link", { name: "Cancel" })).toHaveCount(0);
  expect(await jobStatus(request, id)).toBe("cancelled");
  const job = await (await request.get(`/api/jobs/${id}`, { headers: setup.api })).json();
  expect(job.sent).toBeLessThan(3);
});

test("delete a job only after confirming", async ({ page, request }) => {
  const id = await createJob(request, { order_count: 1, delay_seconds: 0 });
  await waitForJob(request, id, "completed");
  await open(page, "/history");
  const row = jobRow(page, id);

  await row.getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this job?");
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Job deleted");
  await expect(page.getByText("No jobs found. Generate some orders to see them here.")).toBeVisible();
  await expect(card(page, "Total Jobs")).toHaveText("0");

  // Gone for good: its details are not found.
  await open(page, `/history/${id}`);
  await expect(page.getByText("404 Job not found")).toBeVisible();
});
