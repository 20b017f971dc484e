import nodemailer from "nodemailer";
import { config } from "../config.server.ts";
import { createLogger } from "./logger.server.ts";

const log = createLogger("mail");

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends a mail through SMTP_URL. Without SMTP_URL (a local install) the mail is
 * written to the server log instead, so that a reset link can still be used.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = config();
  if (!SMTP_URL) {
    log.info(`SMTP_URL is not set; mail to ${mail.to} follows`, { subject: mail.subject, text: mail.text });
    return;
  }
  await nodemailer.createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
}

export function passwordResetMail(to: string, resetUrl: string): Mail {
  return {
    to,
    subject: "Reset your Orderbench password",
    text: [
      "Someone asked to reset the password of your Orderbench account.",
      "",
      `Open this link within one hour to choose a new password: ${resetUrl}`,
      "",
      "If it was not you, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}
