import { expect, test } from "@playwright/test";
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

test("the sidebar stays collapsed across a reload until expanded again", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "sidebar"));
  const sidebar = page.locator('aside[aria-label="Main navigation"]');
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");

  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});
