import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { Button } from "~/components/ui/button.tsx";
import { TextField } from "~/components/ui/fields.tsx";
import { forgotPasswordSchema } from "~/lib/schemas/auth.ts";
import { requireAnonymous } from "~/services/auth.server.ts";
import { sendPasswordResetLink } from "~/services/password-reset.server.ts";
import { AuthTitle } from "./_auth.tsx";

export const meta: MetaFunction = () => [{ title: "Forgot your password? · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sentTo: null }, { status: 400 });

  await sendPasswordResetLink(submission.value.email, request);
  return data({ result: submission.reply({ resetForm: true }), sentTo: submission.value.email });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });

  return (
    <>
      <AuthTitle>Reset your password</AuthTitle>
      {actionData?.sentTo ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-800 dark:bg-green-900/30 dark:text-green-200">
          If an account exists for {actionData.sentTo}, we have sent it a link to reset the password. The link is valid for 1 hour.
        </p>
      ) : (
        <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">Enter your email address and we will send you a link to choose a new password.</p>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
        <TextField label="Email address" meta={fields.email} type="email" autoComplete="email" />
        <Button type="submit" className="w-full">
          Send reset link
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-indigo-600 hover:text-indigo-500">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
