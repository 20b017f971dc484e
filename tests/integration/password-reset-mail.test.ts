import { afterAll, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as forgotPassword from "../../app/routes/_auth.forgot-password.tsx";
import { resetPasswordWithToken } from "../../app/models/password-resets.server.ts";
import { registerUser } from "../../app/models/users.server.ts";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import { call, postForm } from "../support/routes.ts";

// Before anything reads the configuration: this file's app mails through a fake SMTP server.
const smtp = await startFakeSmtp();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

it("mails a one-hour reset link through SMTP_URL, and answers unknown addresses alike", async () => {
  await registerUser(db(), { email: "mailme@example.com", fullName: "Mail Me", password: "old password" });

  const known = await call(forgotPassword.action, postForm("/forgot-password", { email: "mailme@example.com" }));
  const mail = await smtp.nextMail();
  const unknown = await call(forgotPassword.action, postForm("/forgot-password", { email: "nobody@example.com" }));
  expect(known.status).toBe(200);
  expect(unknown.body.sentTo).toBe("nobody@example.com");
  expect(smtp.mails).toHaveLength(1);

  expect(mail.to.join()).toContain("mailme@example.com");
  const body = mail.data.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const link = /http:\/\/orderbench\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  expect(link).not.toBeNull();
  expect(await resetPasswordWithToken(db(), link![1], "new password")).toBe(true);
});
