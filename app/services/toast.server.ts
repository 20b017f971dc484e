import { redirect } from "@remix-run/node";
import type { Toast } from "../lib/toast.ts";
import { cookieSecurity, toastStorage } from "./cookies.server.ts";

/** A Set-Cookie header that queues a toast for the next page the browser shows. */
export async function toastCookie(request: Request, toast: Toast): Promise<string> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const queued = session.get("toasts") ?? [];
  session.flash("toasts", [...queued, toast]);
  return storage.commitSession(session, cookieSecurity(request));
}

export async function redirectWithToast(request: Request, url: string, toast: Toast, headers: HeadersInit = {}) {
  const merged = new Headers(headers);
  merged.append("Set-Cookie", await toastCookie(request, toast));
  return redirect(url, { headers: merged });
}

/** Takes the queued toasts, and the header that clears them. */
export async function takeToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toasts = session.get("toasts") ?? [];
  if (toasts.length === 0) return { toasts, setCookie: null };
  return { toasts, setCookie: await storage.commitSession(session, cookieSecurity(request)) };
}
