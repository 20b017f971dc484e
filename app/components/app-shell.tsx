import { Bars3Icon } from "@heroicons/react/24/outline";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PublicUser } from "~/models/users.server.ts";
import { Badge } from "./ui/badge.tsx";
import { Spinner } from "./ui/spinner.tsx";
import { Sidebar, useSidebarCollapsed } from "./sidebar.tsx";
import { UserMenu } from "./user-menu.tsx";

export const NAV_TOGGLE_ID = "nav-open";

/**
 * The signed-in layout. On small screens the sidebar is an overlay opened by a
 * checkbox label, so it opens and closes without JavaScript too.
 */
export function AppShell({
  user,
  environment,
  sidebarCollapsed,
  children,
}: {
  user: PublicUser;
  environment: string;
  sidebarCollapsed: boolean;
  children: ReactNode;
}) {
  const collapsed = useSidebarCollapsed(sidebarCollapsed);
  const navigation = useNavigation();
  return (
    <div className="min-h-screen">
      <input type="checkbox" id={NAV_TOGGLE_ID} className="peer sr-only" aria-label="Open navigation" />
      <label
        htmlFor={NAV_TOGGLE_ID}
        aria-hidden="true"
        className="fixed inset-0 z-20 hidden bg-gray-900/50 peer-checked:block lg:peer-checked:hidden"
      />
      <Sidebar user={user} collapsed={collapsed} />
      <div className={collapsed ? "lg:pl-16" : "lg:pl-64"}>
        <header className="sticky top-0 z-10 flex h-16 items-center gap-4 border-b border-gray-200 bg-white px-4 dark:border-gray-800 dark:bg-gray-900 sm:px-6">
          <label htmlFor={NAV_TOGGLE_ID} className="cursor-pointer p-1 text-gray-700 lg:hidden dark:text-gray-200">
            <Bars3Icon className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">Open navigation</span>
          </label>
          <Badge tone="indigo">{environment}</Badge>
          {navigation.state !== "idle" ? <Spinner label="Loading page" className="h-4 w-4" /> : null}
          <div className="ml-auto flex items-center gap-3">
            <div className="hidden text-right sm:block">
              <p className="text-sm font-semibold text-gray-900 dark:text-gray-100" data-testid="user-full-name">
                {user.full_name}
              </p>
              <p className="text-xs text-gray-500 dark:text-gray-400">{user.email}</p>
            </div>
            {user.role === "admin" ? <Badge tone="red">Admin</Badge> : null}
            <UserMenu user={user} />
          </div>
        </header>
        <main className="px-4 py-6 sm:px-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
