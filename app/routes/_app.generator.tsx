import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { GeneratorForm } from "~/components/generator/generator-form.tsx";
import { DEFAULT_FORM_VALUES, GENERATOR_FIELDS, hasGeneratorFields } from "~/lib/generator/form-values.ts";
import { GenerationFailed, JobCreated, type GenerationFailure } from "~/components/generator/notices.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { Toaster } from "~/components/ui/toaster.tsx";
import { db } from "~/db.server.ts";
import { generatorFormSchema } from "~/lib/generator/config.ts";
import type { Toast } from "~/lib/toast.ts";
import { generatorChoices } from "~/models/generator-catalogue.server.ts";
import { getJob } from "~/models/jobs.server.ts";
import { getDispatchCredentials } from "~/models/settings.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { GenerationError, startJob } from "~/services/job-generation.server.ts";
import { createLogger } from "~/services/logger.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Order Generator · Orderbench" }];

/**
 * The form's values from the query string (`/generator?totalOrders=5&seed=42`, or
 * where a preview's Close leads), with their errors; fields the query leaves out keep
 * their defaults. Undefined when the query holds no settings at all.
 */
function settingsFromQuery(params: URLSearchParams) {
  if (!hasGeneratorFields(params)) return undefined;
  const result = parseWithZod(params, { schema: generatorFormSchema }).reply();
  const absent = Object.fromEntries(GENERATOR_FIELDS.filter((name) => !params.has(name)).map((name) => [name, DEFAULT_FORM_VALUES[name]]));
  return { ...result, initialValue: { ...absent, ...result.initialValue } };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const createdId = params.get("created");
  const [choices, credentials, created] = await Promise.all([
    generatorChoices(db(), user.id),
    getDispatchCredentials(db(), user.id),
    createdId ? getJob(db(), { id: createdId, userId: user.id }) : undefined,
  ]);
  return {
    skuCount: choices.skuCount,
    // Only what the Customer Selection shows goes to the browser.
    customers: choices.customers,
    // Whether they are saved, never what they are: the token stays on the server.
    settingsMissing: credentials === null,
    fromQuery: settingsFromQuery(params),
    createdJobId: created?.id ?? null,
  };
}

const failedToast = (message: string): Toast => ({ type: "error", title: "Job creation failed", description: message });

/** Generate Orders: the job, its orders and its send task in one go, then back to the page with the toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: generatorFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: null, toast: null }, { status: 400 });
  }
  try {
    const job = await startJob(db(), user.id, { config: submission.value });
    return redirectWithToast(request, `/generator?created=${job.id}`, {
      type: "success",
      title: "Job created",
      description: `Order generation job started with ID: ${job.id}`,
    });
  } catch (error) {
    if (error instanceof GenerationError) {
      const failure: GenerationFailure = { title: error.title, message: error.message };
      return data({ result: submission.reply(), failure, toast: failedToast(error.message) }, { status: 422 });
    }
    // The details go to the log, not to the page.
    createLogger("generator").error("creating a generation job failed", { userId: user.id, error: error instanceof Error ? error.message : String(error) });
    const failure: GenerationFailure = { title: null, message: "An error occurred while creating the job" };
    return data({ result: submission.reply(), failure, toast: failedToast("Failed to create job") }, { status: 500 });
  }
}

export default function GeneratorPage() {
  const { skuCount, customers, settingsMissing, fromQuery, createdJobId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result ?? fromQuery;
  const toasts = useMemo(() => (actionData?.toast ? [actionData.toast] : []), [actionData]);
  return (
    <>
      <PageHeader title="Order Generator" description="Generate randomized test orders from your catalogue and send them as a job." />
      <div className="mb-6 space-y-3 empty:hidden">
        {actionData?.failure ? <GenerationFailed failure={actionData.failure} /> : createdJobId ? <JobCreated jobId={createdJobId} /> : null}
      </div>
      {/* A new starting point (a failed Generate, a preview closed) starts the form afresh from it. */}
      <GeneratorForm
        key={JSON.stringify(lastResult ?? null)}
        lastResult={lastResult}
        customers={customers}
        skuCount={skuCount}
        settingsMissing={settingsMissing}
      />
      <Toaster toasts={toasts} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
