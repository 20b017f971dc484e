// Countries as customers store them: ISO 3166-1 alpha-2 codes, read from a code
// or an English name. The names come from the runtime's ICU data (Node and
// browsers ship it in full), so no country table is kept here.

export interface Country {
  code: string;
  name: string;
}

// ICU names these codes too, but they are not countries an order ships to.
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "CP", "DG", "EA", "IC", "CQ"]);

// Names people and shops write that ICU does not use (Shopify's older names among them),
// and names one ICU release uses where another differs (Node's and the browser's can),
// so that the form's check in the browser agrees with the server's.
const ALIASES: Record<string, string> = {
  "hong kong sar china": "HK",
  "macao sar china": "MO",
  "palestinian territories": "PS",
  "falkland islands": "FK",
  "falkland islands (islas malvinas)": "FK",
  "united states of america": "US",
  usa: "US",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
  "the netherlands": "NL",
  "czech republic": "CZ",
  turkey: "TR",
  "republic of korea": "KR",
  "russian federation": "RU",
  "hong kong sar": "HK",
  macau: "MO",
  "macao sar": "MO",
  "ivory coast": "CI",
  swaziland: "SZ",
  macedonia: "MK",
  "republic of north macedonia": "MK",
  burma: "MM",
  "cabo verde": "CV",
  vatican: "VA",
  "holy see": "VA",
  "viet nam": "VN",
  "democratic republic of the congo": "CD",
  "republic of the congo": "CG",
  "east timor": "TL",
  "brunei darussalam": "BN",
  "syrian arab republic": "SY",
  uae: "AE",
};

/** Lower case, no accents or punctuation, "&" as "and", "Saint" as "St": how names are compared. */
function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bsaint\b/g, "st")
    .trim();
}

let cache: { list: Country[]; byCode: Map<string, string>; byName: Map<string, string> } | undefined;

/** Built on first use: 676 lookups are cheap, but not worth doing for pages that never ask. */
function tables() {
  if (cache) return cache;
  const long = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const short = new Intl.DisplayNames(["en"], { type: "region", style: "short", fallback: "none" });
  const list: Country[] = [];
  const byCode = new Map<string, string>();
  const byName = new Map<string, string>();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = long.of(code);
      // Retired codes (DD, SU, YU…) canonicalise to their successors: they are not listed, only read.
      if (!name || NOT_COUNTRIES.has(code) || canonicalRegion(code) !== code) continue;
      list.push({ code, name });
      byCode.set(code, name);
      for (const spelling of [name, short.of(code) ?? name]) byName.set(normalizeName(spelling), code);
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) byName.set(normalizeName(alias), code);
  list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  cache = { list, byCode, byName };
  return cache;
}

function canonicalRegion(code: string): string | undefined {
  try {
    return new Intl.Locale(Intl.getCanonicalLocales(`und-${code}`)[0]).region;
  } catch {
    return undefined;
  }
}

/** "de", "Germany", "germany", "UK", "Côte d'Ivoire" → the upper-case code; null when it names no country. */
export function toCountryCode(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const { byCode, byName } = tables();
  if (/^[a-z]{2}$/i.test(text)) {
    const code = text.toUpperCase();
    if (byCode.has(code)) return code;
    const successor = canonicalRegion(code);
    return successor && byCode.has(successor) ? successor : null;
  }
  return byName.get(normalizeName(text)) ?? null;
}

/** "DE" → "Germany"; the code itself when it is not one we know. */
export function countryName(code: string): string {
  return tables().byCode.get(code.toUpperCase()) ?? code;
}

/**
 * Every country, by English name: for pickers. Names differ between ICU releases, so a
 * page renders the server's list (from its loader), never one computed in the browser.
 */
export function countries(): readonly Country[] {
  return tables().list;
}
