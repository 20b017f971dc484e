import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { buttonClass } from "./ui/button.tsx";

/** A page's error inside the app shell: 'Access Denied' for 403, the generic screen otherwise. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied message={typeof error.data === "string" ? error.data : undefined} />;
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${typeof error.data === "string" ? error.data : error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{message}</p>
      <a href={`${location.pathname}${location.search}`} className={buttonClass("primary", "mt-6")}>
        Refresh Page
      </a>
    </div>
  );
}

export function AccessDenied({ message = "You need admin privileges to access this page." }: { message?: string }) {
  return (
    <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <h1 className="text-xl font-bold text-red-600">Access Denied</h1>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{message}</p>
    </div>
  );
}
