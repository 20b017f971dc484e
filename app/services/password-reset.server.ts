import { db } from "../../db/client.server.ts";
import { config } from "../config.server.ts";
import { createPasswordReset } from "../models/password-resets.server.ts";
import { createLogger } from "./logger.server.ts";
import { passwordResetMail, sendMail } from "./mail.server.ts";

const log = createLogger("web");

/**
 * Mails a reset link when the address belongs to an active account, and says
 * nothing either way: callers answer the same for every address.
 */
export async function sendPasswordResetLink(email: string, request: Request): Promise<void> {
  const reset = await createPasswordReset(db(), email);
  if (!reset) return;
  const origin = config().APP_URL ?? new URL(request.url).origin;
  const link = `${origin}/reset-password?${new URLSearchParams({ token: reset.token })}`;
  // Not awaited: the answer must come as fast for unknown addresses as for known ones.
  sendMail(passwordResetMail(reset.user.email, link)).catch((error) =>
    log.error("sending the password reset mail failed", { error: String(error) }),
  );
}
