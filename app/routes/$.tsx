import { redirect } from "@remix-run/node";

// Spec §2: any path the app does not know leads to the dashboard.
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
