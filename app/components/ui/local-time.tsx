import { useHydrated } from "./use-hydrated.ts";

/**
 * A date and time in the browser's locale and zone. The server does not know
 * the zone, so it renders UTC and the browser re-renders after hydration.
 */
export function LocalTime({ value, fallback = "-" }: { value: string | Date | null | undefined; fallback?: string }) {
  const hydrated = useHydrated();
  if (!value) return <>{fallback}</>;
  const date = typeof value === "string" ? new Date(value) : value;
  const text = hydrated
    ? date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : `${date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
  return <time dateTime={date.toISOString()}>{text}</time>;
}
