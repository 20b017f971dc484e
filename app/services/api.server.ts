import type { z } from "zod";
import { findUserBySessionToken, refuseCrossSite } from "./auth.server.ts";
import type { User } from "../../db/schema.ts";

// The REST API's conventions: JSON in and out, errors as { error: { message, fields? } }.

export type FieldErrors = Record<string, string[]>;

export function apiError(status: number, message: string, fields?: FieldErrors): Response {
  return Response.json({ error: fields ? { message, fields } : { message } }, { status });
}

/** Parses the JSON body against a schema, or throws the 400/422 answer. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  refuseCrossSite(request);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "The request body must be JSON");
  }
  const parsed = await schema.safeParseAsync(body);
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".") || "_";
      (fields[key] ??= []).push(issue.message);
    }
    throw apiError(422, "Some fields are invalid", fields);
  }
  return parsed.data;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The user behind `Authorization: Bearer <access_token>`, or a 401. */
export async function requireApiUser(request: Request): Promise<{ user: User; token: string }> {
  refuseCrossSite(request);
  const token = bearerToken(request);
  const user = token ? await findUserBySessionToken(token) : undefined;
  if (!token || !user) throw apiError(401, "Not authenticated");
  return { user, token };
}

export function methodNotAllowed(allowed: string[]): Response {
  return Response.json({ error: { message: `Method not allowed; use ${allowed.join(", ")}` } }, { status: 405, headers: { Allow: allowed.join(", ") } });
}
