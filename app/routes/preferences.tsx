import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import { refuseCrossSite } from "~/services/auth.server.ts";
import { savePreferences } from "~/services/preferences.server.ts";

export async function loader() {
  return redirect("/");
}

/** The sidebar's collapse button posts here, with or without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const form = await request.formData();
  const setCookie = await savePreferences(request, { sidebarCollapsed: form.get("sidebarCollapsed") === "true" });
  return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": setCookie } });
}
