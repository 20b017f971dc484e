import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { Toaster } from "./components/ui/toaster.tsx";
import { useHydrated } from "./components/ui/use-hydrated.ts";
import { buttonClass } from "./components/ui/button.tsx";
import { DEFAULT_PREFERENCES } from "./lib/preferences.ts";
import { readPreferences } from "./services/preferences.server.ts";
import { takeToasts } from "./services/toast.server.ts";
import stylesheet from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const [preferences, { toasts, setCookie }] = await Promise.all([readPreferences(request), takeToasts(request)]);
  return data({ preferences, toasts }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  // The error screen renders without loader data: fall back to the defaults then.
  const loaderData = useRouteLoaderData<typeof loader>("root");
  const preferences = loaderData?.preferences ?? DEFAULT_PREFERENCES;
  // Marks the moment React has taken over: until then modals and menus are their no-JS forms.
  const hydrated = useHydrated();
  return (
    <html
      lang="en"
      data-hydrated={hydrated ? "true" : undefined}
      className={`h-full ${preferences.theme === "dark" ? "dark" : ""}`}
      data-density={preferences.density}
      style={{ colorScheme: preferences.theme }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-gray-50 text-gray-900 antialiased dark:bg-gray-950 dark:text-gray-100">
        {children}
        <Toaster toasts={loaderData?.toasts ?? []} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""} ${typeof error.data === "string" ? error.data : ""}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <div className="max-w-md rounded-lg bg-white p-8 text-center shadow ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-100">Something went wrong</h1>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{message}</p>
        {/* A link, so that it works without JavaScript too. */}
        <a href={`${location.pathname}${location.search}`} className={buttonClass("primary", "mt-6")}>
          Refresh Page
        </a>
      </div>
    </main>
  );
}
