// Money is integer cents in code and numeric(12, 2) in the database.

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** "12.5" → 1250; null when the text is not a non-negative amount with at most 2 decimals. */
export function parseCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (!MONEY_PATTERN.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1250 → "12.50", the database's and CSV's form. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 1250 → "$12.50", as the pages show prices. */
export function formatDollars(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  return `${cents < 0 ? "-" : ""}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}
