import { existsSync } from "node:fs";

/** The system's Chromium where there is one (browsers cannot be downloaded everywhere); else Playwright's own. */
export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}
