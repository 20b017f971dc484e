import { expect, test } from "@playwright/test";
import {
  admin,
  expectToast,
  javaScriptEnabled,
  newAccount,
  register,
  registerViaApi,
  signIn,
  signInAs,
  signOut,
} from "./support.ts";

test("the administrator sees the Testing page and an Admin badge", async ({ page }) => {
  await signInAs(page, admin());

  await expect(page.getByRole("banner").getByText("Admin", { exact: true })).toBeVisible();
  const testing = page.getByLabel("Main navigation").getByRole("link", { name: "Testing" });
  await expect(testing).toBeVisible();
  await testing.click();
  await expect(page).toHaveURL("/testing");
  await expect(page.getByRole("heading", { name: "Testing" })).toBeVisible();
  await expect(page.getByText("Access Denied")).toHaveCount(0);
});

test("a member has no Testing entry and is denied the page", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "member"));

  await expect(page.getByLabel("Main navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByLabel("Main navigation").getByRole("link", { name: "Testing" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("Admin", { exact: true })).toHaveCount(0);

  await page.goto("/testing");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You need admin privileges to access the testing page.")).toBeVisible();
});

test("an administrator disables a user, who then cannot sign in", async ({ page, request }, testInfo) => {
  const member = newAccount(testInfo, "disable");
  await registerViaApi(request, member);

  await signInAs(page, admin());
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();

  const search = page.getByPlaceholder("Search users...");
  if (javaScriptEnabled()) {
    // The Search button is only there until JavaScript takes over; then the box searches as you type.
    await expect(page.getByRole("button", { name: "Search", exact: true })).toHaveCount(0);
    await search.fill(member.email);
  } else {
    await search.fill(member.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
  }
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText("Showing 1 to 1 of 1 results")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: "Disable" }).click();

  const dialog = page.getByRole("dialog", { name: "Disable user" });
  await expect(dialog).toContainText(`Are you sure you want to disable ${member.email}?`);
  await dialog.getByRole("button", { name: "Disable" }).click();

  await expectToast(page, "User disabled", `${member.email} can no longer sign in.`);
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "Enable" })).toBeVisible();

  await signOut(page);
  await signIn(page, member.email, member.password);
  await expect(page.locator("form").getByRole("alert")).toHaveText("This account has been disabled. Contact an administrator.");
  await expect(page).toHaveURL("/login");
});

test("a page that fails shows 'Something went wrong' with a way to try again", async ({ page }) => {
  await signInAs(page, admin());
  await page.goto("/admin/users/00000000-0000-4000-8000-000000000000/status");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("User not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Refresh Page" })).toBeVisible();
});
