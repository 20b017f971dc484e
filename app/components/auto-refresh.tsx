import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * While `active`, keeps the page's numbers fresh every few seconds: by revalidating
 * its loaders with JavaScript, by a meta refresh without (inside <noscript>, so a
 * browser running scripts never reloads the page).
 */
export function AutoRefresh({ active, seconds }: { active: boolean; seconds: number }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") revalidate();
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [active, state, seconds, revalidate]);
  // A hidden tab skips a round; coming back starts the next one at once.
  useEffect(() => {
    if (!active) return;
    const onVisible = () => document.visibilityState === "visible" && revalidate();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [active, revalidate]);

  if (!active) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
