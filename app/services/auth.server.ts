import { redirect } from "@remix-run/node";
import { sql } from "kysely";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { db } from "../../db/client.server.ts";
import type { User } from "../../db/schema.ts";
import { isCrossSiteRequest } from "../lib/cross-site.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { createSession, deleteSession, hashToken } from "../models/sessions.server.ts";
import { signIn, type SignInResult } from "../models/users.server.ts";
import { cookieSecurity, sessionCookie } from "./cookies.server.ts";

/** Sign-in with the login form's `identifier` (email or username) and `password`. */
export const authenticator = new Authenticator<SignInResult>().use(
  new FormStrategy(async ({ form }) =>
    signIn(db(), { identifier: String(form.get("identifier") ?? ""), password: String(form.get("password") ?? "") }),
  ),
  "form",
);

/** Every guard refuses state-changing requests that another site's page sent. */
export function refuseCrossSite(request: Request) {
  if (isCrossSiteRequest(request)) {
    throw new Response("This request came from another site and was refused.", { status: 403 });
  }
}

async function readSessionToken(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The user a session token belongs to, if the session is live and the user active. */
export function findUserBySessionToken(token: string): Promise<User | undefined> {
  return db()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id", "=", hashToken(token))
    .where("sessions.expires_at", ">", sql<Date>`now()`)
    .where("users.status", "=", "active")
    .executeTakeFirst();
}

export async function getOptionalUser(request: Request): Promise<User | null> {
  refuseCrossSite(request);
  const token = await readSessionToken(request);
  return token ? ((await findUserBySessionToken(token)) ?? null) : null;
}

export async function requireUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    const query = here === "/" ? "" : `?${new URLSearchParams({ redirectTo: here })}`;
    throw redirect(`/login${query}`);
  }
  return user;
}

export async function requireAdmin(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw new Response("You need admin privileges to access this page.", { status: 403 });
  return user;
}

/** For the sign-in pages: a signed-in user goes to the app. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect("/");
}

export async function currentSessionToken(request: Request): Promise<string | null> {
  return readSessionToken(request);
}

/** Starts a session for the user and answers with a redirect that sets its cookie. */
export async function startSession(request: Request, userId: string, redirectTo: string | null | undefined, extraHeaders: string[] = []) {
  const token = await createSession(db(), userId);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie().serialize(token, cookieSecurity(request)));
  for (const header of extraHeaders) headers.append("Set-Cookie", header);
  return redirect(safeRedirect(redirectTo), { headers });
}

export async function endSession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) await deleteSession(db(), token);
  return sessionCookie().serialize("", { ...cookieSecurity(request), maxAge: 0 });
}
