import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Button } from "~/components/ui/button.tsx";
import { FormErrors, PasswordField, TextField } from "~/components/ui/fields.tsx";
import { Toaster } from "~/components/ui/toaster.tsx";
import { loginSchema } from "~/lib/schemas/auth.ts";
import type { Toast } from "~/lib/toast.ts";
import { authenticator, requireAnonymous, startSession } from "~/services/auth.server.ts";
import { toastCookie } from "~/services/toast.server.ts";
import { AuthTitle } from "./_auth.tsx";

export const meta: MetaFunction = () => [{ title: "Sign in · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  // remix-auth reads the body itself; the form checks read a copy.
  const submission = parseWithZod(await request.clone().formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }

  const outcome = await authenticator.authenticate("form", request);
  if (!outcome.ok) {
    const toast: Toast = { type: "error", title: "Login failed", description: outcome.message || "Invalid credentials" };
    return data({ result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), toast }, { status: outcome.status });
  }
  const welcome = await toastCookie(request, { type: "success", title: "Login successful", description: "Welcome back!" });
  return startSession(request, outcome.user.id, submission.value.redirectTo, [welcome]);
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const registerHref = redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register";

  return (
    <>
      <AuthTitle>Sign in to your account</AuthTitle>
      <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField label="Email or Username" meta={fields.identifier} autoComplete="username" />
        <PasswordField label="Password" meta={fields.password} autoComplete="current-password" />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-indigo-600 hover:text-indigo-500">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">
        Don't have an account?{" "}
        <Link to={registerHref} className="font-medium text-indigo-600 hover:text-indigo-500">
          Create one
        </Link>
      </p>
      <Toaster toasts={actionData?.toast ? [actionData.toast] : []} />
    </>
  );
}
