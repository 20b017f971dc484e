import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import packageJson from "../../package.json";
import { db } from "~/db.server.ts";
import { Button, ButtonLink } from "~/components/ui/button.tsx";
import { SelectField, TextField } from "~/components/ui/fields.tsx";
import { Card, PageHeader } from "~/components/ui/page-header.tsx";
import { appSettingsSchema, DATE_RANGES, DATE_RANGE_LABELS } from "~/lib/preferences.ts";
import { profileSchema } from "~/lib/schemas/auth.ts";
import { AccountConflictError, updateProfile } from "~/models/users.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { readPreferences, savePreferences } from "~/services/preferences.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "App Settings · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    preferences: await readPreferences(request),
    profile: { fullName: user.full_name, username: user.username, email: user.email },
    version: packageJson.version,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await updateProfile(db(), user.id, submission.value);
    } catch (error) {
      if (!(error instanceof AccountConflictError)) throw error;
      return data({ intent, result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: 409 });
    }
    return redirectWithToast(request, "/settings/app", { type: "success", title: "Profile saved", description: "Your profile has been updated." });
  }

  const submission = parseWithZod(formData, { schema: appSettingsSchema });
  if (submission.status !== "success") return data({ intent: "preferences", result: submission.reply() }, { status: 400 });
  return redirectWithToast(
    request,
    "/settings/app",
    { type: "success", title: "Settings saved", description: "Your preferences have been updated." },
    { "Set-Cookie": await savePreferences(request, submission.value) },
  );
}

const option = (value: string, label: string) => ({ value, label });

export default function AppSettingsPage() {
  const { preferences, profile, version } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  const [prefsForm, prefsFields] = useForm({
    id: "preferences",
    lastResult: actionData?.intent === "preferences" ? actionData.result : undefined,
    defaultValue: preferences,
    constraint: getZodConstraint(appSettingsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: appSettingsSchema }),
  });
  const [profileForm, profileFields] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: profile,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  return (
    <>
      <PageHeader title="App Settings" description="How Orderbench looks and behaves for you." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Appearance">
          <Form method="post" {...getFormProps(prefsForm)} className="space-y-[var(--field-gap)]">
            <input type="hidden" name="intent" value="preferences" />
            <SelectField label="Theme" meta={prefsFields.theme} options={[option("light", "Light"), option("dark", "Dark")]} />
            <SelectField
              label="Density"
              meta={prefsFields.density}
              options={[option("comfortable", "Comfortable"), option("compact", "Compact")]}
            />
            <SelectField
              label="Default Date Range"
              meta={prefsFields.defaultDateRange}
              options={DATE_RANGES.map((range) => option(range, DATE_RANGE_LABELS[range]))}
            />
            <Button type="submit">Save Settings</Button>
          </Form>
        </Card>
        <Card title="Profile">
          <Form method="post" {...getFormProps(profileForm)} className="space-y-[var(--field-gap)]">
            <input type="hidden" name="intent" value="profile" />
            <TextField label="Full name" meta={profileFields.fullName} autoComplete="name" />
            <TextField label="Username" meta={profileFields.username} autoComplete="username" />
            <TextField label="Email address" meta={profileFields.email} type="email" autoComplete="email" />
            <Button type="submit">Save Profile</Button>
          </Form>
        </Card>
        <Card title="About">
          <p className="text-sm text-gray-700 dark:text-gray-300">Orderbench — test order generator</p>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Version {version}</p>
        </Card>
        <Card title="Danger Zone" className="ring-red-200 dark:ring-red-900">
          <p className="text-sm text-gray-700 dark:text-gray-300">Remove all your SKUs and test customers. Jobs, logs and settings stay.</p>
          <ButtonLink to="/settings/app/clear" variant="danger" className="mt-4" preventScrollReset>
            Clear All Data
          </ButtonLink>
        </Card>
      </div>
      <Outlet />
    </>
  );
}
