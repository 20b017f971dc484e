/**
 * Keeps a post-sign-in redirect inside this site: only a local path is accepted,
 * never `//host`, `/\host`, or an absolute URL.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  // Browsers read a backslash as a slash, and drop tabs and newlines from URLs.
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  return to;
}
