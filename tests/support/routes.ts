import type { DB } from "../../db/client.server.ts";
import { createSession } from "../../app/models/sessions.server.ts";
import { registerUser } from "../../app/models/users.server.ts";
import { sessionCookie } from "../../app/services/cookies.server.ts";

// Calls route loaders and actions the way Remix does, and hands back what the
// browser would see: a status, headers and a body.

export const ORIGIN = "http://orderbench.test";

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => unknown;

export interface RouteResult {
  status: number;
  headers: Headers;
  body: any;
}

export async function call(fn: RouteFunction, request: Request, params: Record<string, string> = {}): Promise<RouteResult> {
  let outcome: unknown;
  try {
    outcome = await fn({ request, params, context: {} });
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const text = await outcome.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // plain text body
    }
    return { status: outcome.status, headers: outcome.headers, body };
  }
  if (outcome instanceof Error) throw outcome;
  if (outcome && typeof outcome === "object" && (outcome as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = outcome as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }
  return { status: 200, headers: new Headers(), body: outcome };
}

export function get(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { ...(init.cookie && { Cookie: init.cookie }), ...init.headers } });
}

export function postForm(
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(init.cookie && { Cookie: init.cookie }),
      ...init.headers,
    },
  });
}

export function sendJson(method: string, path: string, body: unknown, token?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
  });
}

export function bearer(path: string, token: string, method = "GET"): Request {
  return new Request(`${ORIGIN}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookiesFrom(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const setCookie of headers.getSetCookie()) {
    const [pair] = setCookie.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

let counter = 0;

/** A registered user and a signed-in session cookie for them. */
export async function signedInUser(db: DB, overrides: Partial<{ fullName: string; email: string; password: string }> = {}) {
  counter += 1;
  const password = overrides.password ?? "correct horse";
  const user = await registerUser(db, {
    fullName: overrides.fullName ?? `Test User ${counter}`,
    email: overrides.email ?? `user${counter}-${Date.now()}@example.com`,
    password,
  });
  const token = await createSession(db, user.id);
  const cookie = cookiesFrom(new Headers({ "Set-Cookie": await sessionCookie().serialize(token) }));
  return { user, password, token, cookie };
}
