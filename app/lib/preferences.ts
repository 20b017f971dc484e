import { z } from "zod";

export const THEMES = ["light", "dark"] as const;
export const DENSITIES = ["comfortable", "compact"] as const;
export const DATE_RANGES = ["24h", "7d", "30d", "90d"] as const;

export const DATE_RANGE_LABELS: Record<(typeof DATE_RANGES)[number], string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

// Spec §9 defaults: theme light, density comfortable, sidebar expanded, range 7 days.
export const preferencesSchema = z.object({
  theme: z.enum(THEMES).catch("light"),
  density: z.enum(DENSITIES).catch("comfortable"),
  defaultDateRange: z.enum(DATE_RANGES).catch("7d"),
  sidebarCollapsed: z.boolean().catch(false),
});

export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});

/** The App Settings form: every field required, with the options the page offers. */
export const appSettingsSchema = z.object({
  theme: z.enum(THEMES, { error: "Choose Light or Dark" }),
  density: z.enum(DENSITIES, { error: "Choose Comfortable or Compact" }),
  defaultDateRange: z.enum(DATE_RANGES, { error: "Choose a date range" }),
});
