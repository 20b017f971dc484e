/**
 * Is this request a state-changing one sent by another site's page? Browsers say
 * so in Sec-Fetch-Site; older ones only in Origin. Requests without either header
 * (API clients, curl) are not a cross-site forgery risk and pass.
 */
export function isCrossSiteRequest(request: { method: string; url: string; headers: Headers }): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase())) return false;

  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";

  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    // Host only: behind a TLS-terminating proxy the app sees http while the browser says https.
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
