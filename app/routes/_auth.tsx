import { Outlet } from "@remix-run/react";

/** The centred card the sign-in, registration and password pages share. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-full flex-col justify-center px-6 py-12">
      <div className="mx-auto w-full max-w-sm">
        <p className="text-center text-2xl font-bold text-indigo-600">◆ Orderbench</p>
        <div className="mt-8 rounded-lg bg-white p-8 shadow ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function AuthTitle({ children }: { children: string }) {
  return <h1 className="mb-6 text-center text-xl font-bold tracking-tight text-gray-900 dark:text-gray-100">{children}</h1>;
}
