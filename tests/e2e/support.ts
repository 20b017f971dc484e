import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { usernameFromEmail } from "../../app/lib/username.ts";

export const ADMIN_FILE = `tests/.tmp/e2e-admin-${process.env.E2E_PORT ?? 3100}.json`;

export interface Account {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** The administrator registered first by global.setup.ts. */
export function admin(): Account {
  return JSON.parse(readFileSync(ADMIN_FILE, "utf8"));
}

/** A new unique account for one test (unique per project and retry too). */
export function newAccount(testInfo: TestInfo, label = "user"): Account {
  const id = `${label}-${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${id}@example.com`;
  // Registration derives the username from the email's local part, as the app does.
  return { fullName: `Tess ${label} ${id.slice(-5)}`, email, username: usernameFromEmail(email), password: "sturdy-pass-123" };
}

/** Does this test run with JavaScript (project `js`) or without (project `no-js`)? */
export function javaScriptEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * With JavaScript, waits until React has taken over the page: the password fields'
 * Show/Hide toggle is rendered only then. Without JavaScript there is nothing to wait for.
 */
export async function waitForPasswordToggle(page: Page) {
  if (javaScriptEnabled()) await expect(page.getByRole("button", { name: "Show" }).first()).toBeVisible();
}

/** Creates an account through the REST API (quicker than the form when the form is not under test). */
export async function registerViaApi(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/auth/register", {
    data: { email: account.email, password: account.password, full_name: account.fullName },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function fillRegistration(page: Page, account: Pick<Account, "fullName" | "email" | "password">, confirm = account.password) {
  await page.getByLabel("Full name").fill(account.fullName);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(confirm);
}

export async function register(page: Page, account: Account) {
  await page.goto("/register");
  await waitForPasswordToggle(page);
  await fillRegistration(page, account);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("user-full-name")).toHaveText(account.fullName);
}

/** Fills and submits the sign-in form; the caller checks where it led. */
export async function signIn(page: Page, identifier: string, password: string) {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
  await waitForPasswordToggle(page);
  await page.getByLabel("Email or Username").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in and waits for the app shell. */
export async function signInAs(page: Page, account: Account) {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("user-full-name")).toHaveText(account.fullName);
}

/**
 * The header's user menu trigger: a Headless UI menu button with JavaScript, a
 * <details> summary without. Waiting for the button also waits for hydration,
 * so the menu is not swapped under the click.
 */
export function userMenuTrigger(page: Page): Locator {
  return page.locator(javaScriptEnabled() ? "header button" : "header summary", { hasText: "User menu for" });
}

export async function signOut(page: Page) {
  await userMenuTrigger(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
}

/** A toast as the user sees it: success and info toasts are status messages, errors alerts. */
export function toast(page: Page, title: string): Locator {
  return page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
}

/** Waits for a toast and checks its description. */
export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  if (description) await expect(shown).toContainText(description);
}

/** Opens a page and, with JavaScript, waits until React has taken it over (modals swap to dialogs then). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  if (javaScriptEnabled()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
