import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { z } from "zod";
import { dispatchSettingsSchema, storeSettingsSchema } from "~/lib/schemas/settings.ts";
import { Button } from "./ui/button.tsx";
import { FormErrors, PasswordField, TextField } from "./ui/fields.tsx";
import { Card } from "./ui/page-header.tsx";
import { useHydrated } from "./ui/use-hydrated.ts";

// The two forms of API Settings. Each has Save Settings (store, then test) and Test
// Connection (idle → 'Testing...' → 'Success' or 'Failed'), a result box, and with
// JavaScript both buttons stay disabled while the form is invalid. Tokens are never
// sent to the page: a blank token field keeps the saved one.

interface ConnectionTest {
  success: boolean;
  message: string;
}

interface DispatchSettingsValues {
  baseUrl: string;
  storeId: string;
  channelId: string;
  ordersEndpoint: string;
  tokenSaved: boolean;
  tokenLast4: string | null;
}

interface StoreSettingsValues {
  shopDomain: string;
  apiVersion: string;
  accessTokenSaved: boolean;
  accessTokenLast4: string | null;
}

interface FormState {
  lastResult?: SubmissionResult<string[]>;
  test: ConnectionTest | null;
}

/** Whether the form's current values pass the schema, rechecked on every edit (with JavaScript). */
function useLiveValidity(schema: z.ZodType, resetKey: unknown) {
  const ref = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(true);
  const check = useCallback(() => {
    if (ref.current) setValid(parseWithZod(new FormData(ref.current), { schema }).status === "success");
  }, [schema]);
  useEffect(check, [check, resetKey]);
  return { ref, valid, check };
}

/** The last test's result, until the next submission or edit makes it stale. */
function useShownTest(test: ConnectionTest | null) {
  const [shown, setShown] = useState(test);
  useEffect(() => setShown(test), [test]);
  return [shown, () => setShown(null)] as const;
}

type TestState = "idle" | "testing" | "success" | "error";

const testLabels: Record<TestState, string> = { idle: "Test Connection", testing: "Testing...", success: "Success", error: "Failed" };

const testTones: Record<TestState, string> = {
  idle: "bg-white text-gray-900 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-700",
  testing: "bg-white text-gray-500 ring-1 ring-inset ring-gray-300 dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-600",
  success: "bg-green-600 text-white hover:bg-green-500",
  error: "bg-red-600 text-white hover:bg-red-500",
};

function ConnectionButtons({ name, valid, test }: { name: "dispatch" | "store"; valid: boolean; test: ConnectionTest | null }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const saving = pending === `save-${name}`;
  const testing = pending === `test-${name}`;
  const disabled = (hydrated && !valid) || saving || testing;
  const state = testing ? "testing" : test ? (test.success ? "success" : "error") : "idle";
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <Button type="submit" name="intent" value={`save-${name}`} disabled={disabled}>
        {saving ? "Saving..." : "Save Settings"}
      </Button>
      <button
        type="submit"
        name="intent"
        value={`test-${name}`}
        disabled={disabled}
        data-state={state}
        aria-live="polite"
        className={`inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 ${testTones[state]}`}
      >
        {testLabels[state]}
      </button>
    </div>
  );
}

/** Green on success, red on failure; rendered from the action's answer, so it shows without JavaScript too. */
function ConnectionResult({ name, test }: { name: string; test: ConnectionTest | null }) {
  if (!test) return null;
  return (
    <div
      data-testid={`${name}-test-result`}
      data-success={test.success}
      aria-live="polite"
      className={`mt-4 rounded-md p-3 text-sm ring-1 ring-inset ${
        test.success
          ? "bg-green-50 text-green-800 ring-green-600/20 dark:bg-green-900/30 dark:text-green-200"
          : "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-900/30 dark:text-red-200"
      }`}
    >
      <p className="font-semibold">{test.success ? "Connection test passed" : "Connection test failed"}</p>
      <p className="mt-0.5 break-words">{test.message}</p>
    </div>
  );
}

function SavedTokenHint({ id, saved, last4, children }: { id: string; saved: boolean; last4: string | null; children: ReactNode }) {
  return (
    <p id={id} className="-mt-2 text-xs text-gray-500 dark:text-gray-400" data-testid={id}>
      {saved ? (last4 ? `A token ending in ${last4} is saved. ` : "A token is saved. ") : null}
      {children}
    </p>
  );
}

const savedPlaceholder = (saved: boolean, last4: string | null) => (saved ? `•••• ${last4 ?? ""}`.trim() : undefined);

export function DispatchSettingsForm({ values, lastResult, test }: { values: DispatchSettingsValues } & FormState) {
  const schema = useMemo(() => dispatchSettingsSchema({ tokenSaved: values.tokenSaved }), [values.tokenSaved]);
  const [shownTest, clearTest] = useShownTest(test);
  const [form, fields] = useForm({
    id: "dispatch-settings",
    lastResult,
    defaultValue: { baseUrl: values.baseUrl, storeId: values.storeId, channelId: values.channelId, ordersEndpoint: values.ordersEndpoint },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { ref, valid, check } = useLiveValidity(schema, lastResult);

  return (
    <Card title="Dispatch Company API">
      <Form
        method="post"
        ref={ref}
        {...getFormProps(form)}
        aria-label="Dispatch Company API"
        onInput={() => {
          check();
          clearTest();
        }}
        className="space-y-[var(--field-gap)]"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField label="Base URL" meta={fields.baseUrl} type="url" autoComplete="off" placeholder="https://api.example.com" />
        <PasswordField label="API Token" meta={fields.token} autoComplete="off" placeholder={savedPlaceholder(values.tokenSaved, values.tokenLast4)} />
        <SavedTokenHint id="dispatch-token-hint" saved={values.tokenSaved} last4={values.tokenLast4}>
          {values.tokenSaved ? "Leave blank to keep it." : "Sent as Authorization: Bearer <token>."}
        </SavedTokenHint>
        <div className="grid grid-cols-1 gap-[var(--field-gap)] sm:grid-cols-2">
          <TextField label="Store ID" meta={fields.storeId} autoComplete="off" />
          <TextField label="Channel ID" meta={fields.channelId} autoComplete="off" />
        </div>
        <TextField label="Orders Endpoint" meta={fields.ordersEndpoint} autoComplete="off" placeholder="/api/v1/orders" />
        <ConnectionButtons name="dispatch" valid={valid} test={shownTest} />
      </Form>
      <ConnectionResult name="dispatch" test={shownTest} />
    </Card>
  );
}

export function StoreSettingsForm({ values, lastResult, test }: { values: StoreSettingsValues } & FormState) {
  const schema = useMemo(() => storeSettingsSchema({ accessTokenSaved: values.accessTokenSaved }), [values.accessTokenSaved]);
  const [shownTest, clearTest] = useShownTest(test);
  const [form, fields] = useForm({
    id: "store-settings",
    lastResult,
    defaultValue: { shopDomain: values.shopDomain, apiVersion: values.apiVersion },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { ref, valid, check } = useLiveValidity(schema, lastResult);

  return (
    <Card title="Store API (Shopify)">
      <Form
        method="post"
        ref={ref}
        {...getFormProps(form)}
        aria-label="Store API"
        onInput={() => {
          check();
          clearTest();
        }}
        className="space-y-[var(--field-gap)]"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField label="Shop Domain" meta={fields.shopDomain} autoComplete="off" placeholder="my-shop.myshopify.com" />
        <PasswordField
          label="Access Token"
          meta={fields.accessToken}
          autoComplete="off"
          placeholder={savedPlaceholder(values.accessTokenSaved, values.accessTokenLast4)}
        />
        <SavedTokenHint id="store-token-hint" saved={values.accessTokenSaved} last4={values.accessTokenLast4}>
          {values.accessTokenSaved ? "Leave blank to keep it." : "The Admin API access token of a custom app (shpat_…)."}
        </SavedTokenHint>
        <TextField label="API Version" meta={fields.apiVersion} autoComplete="off" placeholder="2023-10" />
        <ConnectionButtons name="store" valid={valid} test={shownTest} />
      </Form>
      <ConnectionResult name="store" test={shownTest} />
    </Card>
  );
}
