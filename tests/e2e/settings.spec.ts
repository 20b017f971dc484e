import { expect, test } from "@playwright/test";
import { expectToast, newAccount, register, signInAs, signOut, signIn } from "./support.ts";

test("the dark theme is saved and survives a reload", async ({ page }, testInfo) => {
  await register(page, newAccount(testInfo, "theme"));
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.goto("/settings/app");
  await page.getByLabel("Theme").selectOption({ label: "Dark" });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved");
  await expect(html).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByLabel("Theme")).toHaveValue("dark");
});

test("changing the password: a wrong current one is refused, then the new one works", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "passwd");
  await register(page, account);
  const newPassword = "another-pass-456";

  await page.goto("/settings/password");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByLabel("Current password")).toHaveAccessibleDescription("Current password is incorrect");

  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expectToast(page, "Password changed");

  // The old password no longer opens the account; the new one does.
  await signOut(page);
  await signIn(page, account.email, account.password);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid credentials");
  await signInAs(page, { ...account, password: newPassword });
});
