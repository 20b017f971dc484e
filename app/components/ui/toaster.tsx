import { useEffect, useState } from "react";
import { TOAST_DURATION_MS, type Toast, type ToastType } from "~/lib/toast.ts";
import { useHydrated } from "./use-hydrated.ts";

const styles: Record<ToastType, string> = {
  success: "border-green-500",
  error: "border-red-500",
  warning: "border-yellow-500",
  info: "border-blue-500",
};

/**
 * Shows toasts in the bottom corner. They leave after 5 s: by a timer with JavaScript,
 * by a CSS animation without it.
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(toasts);

  // A revalidation (pages that refresh themselves) brings no toasts: the shown ones stay their 5 s.
  useEffect(() => {
    if (toasts.length > 0) setShown(toasts);
  }, [toasts]);
  useEffect(() => {
    if (shown.length === 0) return;
    const timer = setTimeout(() => setShown([]), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const visible = hydrated ? shown : toasts;
  if (visible.length === 0) return null;
  // Bottom corner: at the top a toast would cover the header's user menu for its 5 s.
  return (
    <div aria-live="polite" className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-80 flex-col gap-2">
      {visible.map((toast, index) => (
        <div
          key={`${toast.title}-${index}`}
          role={toast.type === "error" ? "alert" : "status"}
          data-toast-type={toast.type}
          className={`pointer-events-auto rounded-md border-l-4 bg-white p-3 shadow-lg ring-1 ring-gray-200 dark:bg-gray-800 dark:ring-gray-700 ${styles[toast.type]} ${hydrated ? "" : "toast-auto-leave"}`}
        >
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="text-sm font-semibold text-gray-900 dark:text-gray-100">{toast.title}</p>
              {toast.description ? <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-300">{toast.description}</p> : null}
            </div>
            {hydrated ? (
              <button
                type="button"
                aria-label="Dismiss"
                onClick={() => setShown((current) => current.filter((_, i) => i !== index))}
                className="text-gray-400 hover:text-gray-700"
              >
                ×
              </button>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}
