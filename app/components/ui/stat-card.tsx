import type { ReactNode } from "react";

export function StatCard({ title, value, hint }: { title: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{title}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-100">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-gray-500 dark:text-gray-400">{hint}</dd> : null}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</dl>;
}
