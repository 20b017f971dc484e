import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession, refuseCrossSite } from "~/services/auth.server.ts";

export async function loader() {
  return redirect("/");
}

/** Sign out: the session row is deleted, not just the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  return redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
}
