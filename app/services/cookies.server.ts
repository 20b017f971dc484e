import { createCookie, createCookieSessionStorage, type CookieOptions } from "@remix-run/node";
import { requireSetting } from "../config.server.ts";
import type { Toast } from "../lib/toast.ts";
import { SESSION_TTL_MS } from "../models/sessions.server.ts";

// Cookies are built on first use: the secret comes from the environment, which
// tests and the launcher settle before any request.

const base: CookieOptions = { httpOnly: true, sameSite: "lax", path: "/" };

let session: ReturnType<typeof createCookie> | undefined;
/** Holds the session token (the database has only its hash). */
export function sessionCookie() {
  session ??= createCookie("__session", { ...base, maxAge: SESSION_TTL_MS / 1000, secrets: [requireSetting("APP_SECRET")] });
  return session;
}

type ToastStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toasts: Toast[] }>>;
let toasts: ToastStorage | undefined;
/** One-time messages set by an action and shown on the next page. */
export function toastStorage() {
  toasts ??= createCookieSessionStorage<Record<string, never>, { toasts: Toast[] }>({ cookie: { ...base, name: "__toast", secrets: [requireSetting("APP_SECRET")] } });
  return toasts;
}

let preferences: ReturnType<typeof createCookie> | undefined;
/** Theme, density, date range and sidebar state, read by the server so pages render in them. */
export function preferencesCookie() {
  preferences ??= createCookie("__prefs", { ...base, maxAge: 365 * 24 * 60 * 60 });
  return preferences;
}

/** Secure cookies when the browser reached us over https (directly or through a proxy). */
export function cookieSecurity(request: Request): { secure: boolean } {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return { secure: new URL(request.url).protocol === "https:" || proto === "https" };
}
