import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { ApiSettingsHelp } from "~/components/api-settings-help.tsx";
import { DispatchSettingsForm, StoreSettingsForm } from "~/components/api-settings-forms.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { Toaster } from "~/components/ui/toaster.tsx";
import { appOrigin } from "~/config.server.ts";
import { db } from "~/db.server.ts";
import { dispatchSettingsSchema, storeSettingsSchema } from "~/lib/schemas/settings.ts";
import type { Toast } from "~/lib/toast.ts";
import { getSettings, sandboxBaseUrl, saveDispatchSettings, saveStoreSettings } from "~/models/settings.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { testDispatchSettings, testStoreSettings } from "~/services/connection-tests.server.ts";
import type { ConnectionTestResult } from "~/services/http.server.ts";

export const meta: MetaFunction = () => [{ title: "API Settings · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const origin = appOrigin(request);
  const settings = await getSettings(db(), user.id, { origin });
  return { settings, sandboxUrl: sandboxBaseUrl(origin) };
}

const INTENTS = ["save-dispatch", "test-dispatch", "save-store", "test-store"] as const;
type Intent = (typeof INTENTS)[number];

function connectionToast(test: ConnectionTestResult): Toast {
  return test.success
    ? { type: "success", title: "Connection successful", description: test.message }
    : { type: "error", title: "Connection failed", description: test.message || "Connection failed" };
}

const savedToast = (what: string): Toast => ({ type: "success", title: "Settings saved", description: `The ${what} settings have been saved.` });

/**
 * Save stores the form and then tests it; Test tests the entered values without storing them.
 * Either way the answer carries the result, so the page shows it with or without JavaScript.
 * Token fields never come back in the answer.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) return data({ error: "Unknown action" }, { status: 400 });
  const current = await getSettings(db(), user.id, { origin: appOrigin(request) });

  if (intent === "save-dispatch" || intent === "test-dispatch") {
    const submission = parseWithZod(formData, { schema: dispatchSettingsSchema(current.dispatch) });
    if (submission.status !== "success") {
      return data({ form: "dispatch" as const, result: submission.reply({ hideFields: ["token"] }), test: null, saved: null, toasts: [] }, { status: 400 });
    }
    const saving = intent === "save-dispatch";
    if (saving) await saveDispatchSettings(db(), user.id, submission.value);
    const test = await testDispatchSettings(db(), user.id, submission.value);
    return {
      form: "dispatch" as const,
      // After a save the form starts again from what is now stored, its token field blank.
      result: submission.reply(saving ? { resetForm: true } : { hideFields: ["token"] }),
      test,
      saved: saving ? await getSettings(db(), user.id, { origin: appOrigin(request) }) : null,
      toasts: [...(saving ? [savedToast("dispatch API")] : []), connectionToast(test)],
    };
  }

  const submission = parseWithZod(formData, { schema: storeSettingsSchema(current.store) });
  if (submission.status !== "success") {
    return data({ form: "store" as const, result: submission.reply({ hideFields: ["accessToken"] }), test: null, saved: null, toasts: [] }, { status: 400 });
  }
  const saving = intent === "save-store";
  if (saving) await saveStoreSettings(db(), user.id, submission.value);
  const test = await testStoreSettings(db(), user.id, submission.value);
  return {
    form: "store" as const,
    result: submission.reply(saving ? { resetForm: true } : { hideFields: ["accessToken"] }),
    test,
    saved: saving ? await getSettings(db(), user.id, { origin: appOrigin(request) }) : null,
    toasts: [...(saving ? [savedToast("store API")] : []), connectionToast(test)],
  };
}

export default function ApiSettingsPage() {
  const { settings, sandboxUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answer = actionData && "form" in actionData ? actionData : null;
  const toasts = useMemo(() => answer?.toasts ?? [], [answer]);
  // Action data arrives before the revalidated loader data: a saving answer carries the
  // stored settings, so that the form resets to them (not to the old ones) at once.
  const dispatchValues = answer?.form === "dispatch" && answer.saved ? answer.saved.dispatch : settings.dispatch;
  const storeValues = answer?.form === "store" && answer.saved ? answer.saved.store : settings.store;

  return (
    <>
      <PageHeader title="API Settings" description="Connect the order-dispatch API and your Shopify store." />
      <div className="grid gap-6 lg:grid-cols-2">
        <DispatchSettingsForm
          values={dispatchValues}
          lastResult={answer?.form === "dispatch" ? answer.result : undefined}
          test={answer?.form === "dispatch" ? answer.test : null}
        />
        <StoreSettingsForm
          values={storeValues}
          lastResult={answer?.form === "store" ? answer.result : undefined}
          test={answer?.form === "store" ? answer.test : null}
        />
        <div className="lg:col-span-2">
          <ApiSettingsHelp sandboxUrl={sandboxUrl} shopifySandboxUrl={`${sandboxUrl}/shopify`} />
        </div>
      </div>
      <Toaster toasts={toasts} />
    </>
  );
}
