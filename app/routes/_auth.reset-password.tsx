import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { db } from "~/db.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormErrors, PasswordField } from "~/components/ui/fields.tsx";
import { resetPasswordSchema } from "~/lib/schemas/auth.ts";
import { isResetTokenUsable, resetPasswordWithToken } from "~/models/password-resets.server.ts";
import { endSession, refuseCrossSite } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";
import { AuthTitle } from "./_auth.tsx";

export const meta: MetaFunction = () => [{ title: "Choose a new password · Orderbench" }];

const INVALID_LINK = "This reset link is invalid or has expired.";

// Open to signed-in users too: a reset link from a mail must work whoever is signed in.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: token ? await isResetTokenUsable(db(), token) : false };
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const { token, password } = submission.value;
  if (!(await resetPasswordWithToken(db(), token, password))) {
    return data({ result: submission.reply({ formErrors: [INVALID_LINK], hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  // Every session of the account ended with the reset, this browser's included.
  return redirectWithToast(
    request,
    "/login",
    { type: "success", title: "Password reset", description: "Sign in with your new password." },
    { "Set-Cookie": await endSession(request) },
  );
}

export default function ResetPasswordPage() {
  const { token, usable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });

  if (!usable && !actionData) {
    return (
      <>
        <AuthTitle>Choose a new password</AuthTitle>
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {INVALID_LINK}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className="font-medium text-indigo-600 hover:text-indigo-500">
            Request a new link
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <AuthTitle>Choose a new password</AuthTitle>
      <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <PasswordField label="New password" meta={fields.password} autoComplete="new-password" />
        <PasswordField label="Confirm password" meta={fields.confirmPassword} autoComplete="new-password" />
        <Button type="submit" className="w-full">
          Set new password
        </Button>
      </Form>
    </>
  );
}
