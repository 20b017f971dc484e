import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell.tsx";
import { config } from "~/config.server.ts";
import { DEFAULT_PREFERENCES } from "~/lib/preferences.ts";
import { publicUser } from "~/models/users.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import type { loader as rootLoader } from "~/root.tsx";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { user: publicUser(user), environment: config().APP_ENVIRONMENT };
}

export default function AppLayout() {
  const { user, environment } = useLoaderData<typeof loader>();
  const preferences = useRouteLoaderData<typeof rootLoader>("root")?.preferences ?? DEFAULT_PREFERENCES;
  return (
    <AppShell user={user} environment={environment} sidebarCollapsed={preferences.sidebarCollapsed}>
      <Outlet />
    </AppShell>
  );
}

/** The signed-in user, for pages inside the shell. */
export function useCurrentUser() {
  const data = useRouteLoaderData<typeof loader>("routes/_app");
  if (!data) throw new Error("useCurrentUser is for pages inside the app layout");
  return data.user;
}
