/**
 * How long a `Retry-After` header asks to wait, in milliseconds: seconds (Shopify
 * writes them with a decimal, "2.0") or an HTTP date. Null when absent or unreadable.
 */
export function retryAfterMs(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date names its weekday and month; anything else (a negative number, say) is unreadable.
  if (!/[a-z]/i.test(text)) return null;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
