import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from "../lib/preferences.ts";
import { cookieSecurity, preferencesCookie } from "./cookies.server.ts";

export async function readPreferences(request: Request): Promise<Preferences> {
  const stored = await preferencesCookie().parse(request.headers.get("Cookie")).catch(() => null);
  return stored && typeof stored === "object" ? preferencesSchema.parse(stored) : DEFAULT_PREFERENCES;
}

export async function savePreferences(request: Request, changes: Partial<Preferences>): Promise<string> {
  const next = preferencesSchema.parse({ ...(await readPreferences(request)), ...changes });
  return preferencesCookie().serialize(next, cookieSecurity(request));
}
