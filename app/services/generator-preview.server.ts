import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { generatorFormSchema, type GeneratorConfig } from "~/lib/generator/config.ts";
import { drawSeed } from "~/lib/generator/random.ts";
import { configSearch, hasGeneratorFields } from "~/lib/generator/form-values.ts";

/**
 * The configuration a preview URL stands for, always with its seed: the preview routes
 * regenerate their orders from the URL alone, so the URL must say everything.
 * Throws the redirect that fixes the URL instead:
 * - no settings at all → the generator page;
 * - a field error → the generator page with the same query, which shows the error beside its field;
 * - no seed, or values the form coerced (500 orders became 1) → `canonicalPath` with the
 *   configuration as used, a drawn seed included, so that what was previewed is what Generate sends.
 */
export function previewConfig(request: Request, canonicalPath: string): { config: GeneratorConfig & { seed: number }; search: string } {
  const url = new URL(request.url);
  if (!hasGeneratorFields(url.searchParams)) throw redirect("/generator");
  const submission = parseWithZod(url.searchParams, { schema: generatorFormSchema });
  if (submission.status !== "success") throw redirect(`/generator${url.search}`);
  const config = { ...submission.value, seed: submission.value.seed ?? drawSeed() };
  const search = configSearch(config);
  if (search !== url.search) throw redirect(`${canonicalPath}${search}`);
  return { config, search };
}
