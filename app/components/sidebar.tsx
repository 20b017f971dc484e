import {
  BeakerIcon,
  ChevronDoubleLeftIcon,
  ChevronDoubleRightIcon,
  ClipboardDocumentListIcon,
  ClockIcon,
  Cog6ToothIcon,
  CubeIcon,
  DocumentTextIcon,
  HomeIcon,
  SparklesIcon,
  UserGroupIcon,
  UsersIcon,
} from "@heroicons/react/24/outline";
import { NavLink, useFetcher, useLocation } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import type { PublicUser } from "~/models/users.server.ts";

interface NavItem {
  name: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  adminOnly?: boolean;
}

// Spec §2 Layout: the entries, their order and routes.
export const NAV_ITEMS: NavItem[] = [
  { name: "Dashboard", to: "/", icon: HomeIcon },
  { name: "API Settings", to: "/settings/api", icon: Cog6ToothIcon },
  { name: "SKUs", to: "/skus", icon: CubeIcon },
  { name: "Test Customers", to: "/customers", icon: UsersIcon },
  { name: "Order Generator", to: "/generator", icon: SparklesIcon },
  { name: "Schedules", to: "/schedules", icon: ClockIcon },
  { name: "Order History", to: "/history", icon: ClipboardDocumentListIcon },
  { name: "Logs", to: "/logs", icon: DocumentTextIcon },
  { name: "Testing", to: "/testing", icon: BeakerIcon, adminOnly: true },
  // Not in the spec's list: user management for admins.
  { name: "Users", to: "/admin/users", icon: UserGroupIcon, adminOnly: true },
];

const SIDEBAR_FETCHER = "sidebar";

/** The remembered state, or the one just asked for while the request is on its way. */
export function useSidebarCollapsed(saved: boolean): boolean {
  const fetcher = useFetcher({ key: SIDEBAR_FETCHER });
  const pending = fetcher.formData?.get("sidebarCollapsed");
  return pending ? pending === "true" : saved;
}

export function Sidebar({ user, collapsed }: { user: PublicUser; collapsed: boolean }) {
  const fetcher = useFetcher({ key: SIDEBAR_FETCHER });
  const location = useLocation();
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || user.role === "admin");
  return (
    <aside
      aria-label="Main navigation"
      data-collapsed={collapsed}
      className={`fixed inset-y-0 left-0 z-30 flex w-64 -translate-x-full flex-col border-r border-gray-200 bg-white transition-transform peer-checked:translate-x-0 lg:translate-x-0 dark:border-gray-800 dark:bg-gray-900 ${collapsed ? "lg:w-16" : "lg:w-64"}`}
    >
      <div className="flex h-16 items-center gap-2 px-4 text-lg font-bold text-indigo-600">
        <span aria-hidden="true">◆</span>
        <span className={collapsed ? "lg:sr-only" : ""}>Orderbench</span>
      </div>
      <nav className="flex-1 space-y-1 px-2 py-2">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === "/"}
            title={item.name}
            onClick={() => {
              const toggle = document.getElementById("nav-open") as HTMLInputElement | null;
              if (toggle) toggle.checked = false;
            }}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                isActive
                  ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-200"
                  : "text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
              }`
            }
          >
            <item.icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className={collapsed ? "lg:sr-only" : ""}>{item.name}</span>
          </NavLink>
        ))}
      </nav>
      <fetcher.Form method="post" action="/preferences" className="hidden border-t border-gray-200 p-2 lg:block dark:border-gray-800">
        <input type="hidden" name="intent" value="sidebar" />
        <input type="hidden" name="sidebarCollapsed" value={String(!collapsed)} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          {collapsed ? (
            <ChevronDoubleRightIcon className="h-5 w-5" aria-hidden="true" />
          ) : (
            <ChevronDoubleLeftIcon className="h-5 w-5" aria-hidden="true" />
          )}
          <span className={collapsed ? "sr-only" : ""}>{collapsed ? "Expand sidebar" : "Collapse sidebar"}</span>
        </button>
      </fetcher.Form>
    </aside>
  );
}
