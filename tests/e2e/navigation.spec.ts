import { expect, test, type Page } from "@playwright/test";
import { newAccount, register, registerViaApi, signIn } from "./support.ts";

test("a protected page sends a signed-out visitor to sign in, and back afterwards", async ({ page, request }, testInfo) => {
  const account = newAccount(testInfo, "redirect");
  await registerViaApi(request, account);

  await page.goto("/history");
  await expect(page).toHaveURL("/login?redirectTo=%2Fhistory");
  await signIn(page, account.email, account.password);

  await expect(page).toHaveURL("/history");
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  await expect(page.getByTestId("user-full-name")).toHaveText(account.fullName);
});

test("an unknown path leads to sign-in when signed out", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
});

test("an unknown path leads to the dashboard when signed in", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "unknown"));

  await page.goto("/no-such-page/deeper?x=1");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

/**
 * Clicks the sidebar's toggle and waits until the server has stored the choice:
 * with JavaScript the sidebar changes at once, before the request is answered.
 */
async function toggleSidebar(page: Page, name: "Collapse sidebar" | "Expand sidebar") {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith("/preferences") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name }).click();
  await saved;
}

test("the sidebar stays collapsed across a reload until expanded again", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "sidebar"));
  const sidebar = page.locator('aside[aria-label="Main navigation"]');
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");

  await toggleSidebar(page, "Collapse sidebar");
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");

  await toggleSidebar(page, "Expand sidebar");
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});
