// RFC 8288 `Link` headers, as Shopify's cursor pagination writes them:
// `<https://shop/admin/api/2023-10/products.json?limit=250&page_info=abc>; rel="previous", <…>; rel="next"`.

/** Each relation of the header and its URL; the first link of a relation wins. */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  // URLs may hold commas, so links are found by their <…> rather than by splitting on ",".
  const link = /<([^>]*)>((?:\s*;\s*[^;,=\s]+\s*(?:=\s*(?:"[^"]*"|[^;,]*))?)*)/g;
  for (const [, url, params] of header.matchAll(link)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^;,\s]+))/i.exec(params);
    if (!rel) continue;
    for (const name of (rel[1] ?? rel[2]).trim().toLowerCase().split(/\s+/)) {
      if (name && !(name in links)) links[name] = url.trim();
    }
  }
  return links;
}

/** The header for these relations, in the form Shopify writes. */
export function formatLinkHeader(links: Record<string, string | undefined>): string {
  return Object.entries(links)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([rel, url]) => `<${url}>; rel="${rel}"`)
    .join(", ");
}
