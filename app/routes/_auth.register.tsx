import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { db } from "~/db.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { FormErrors, PasswordField, TextField } from "~/components/ui/fields.tsx";
import { Toaster } from "~/components/ui/toaster.tsx";
import { registerSchema } from "~/lib/schemas/auth.ts";
import type { Toast } from "~/lib/toast.ts";
import { AccountConflictError, registerUser } from "~/models/users.server.ts";
import { requireAnonymous, startSession } from "~/services/auth.server.ts";
import { toastCookie } from "~/services/toast.server.ts";
import { AuthTitle } from "./_auth.tsx";

export const meta: MetaFunction = () => [{ title: "Create your account · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

const hideFields = ["password", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }), toast: null }, { status: 400 });
  }
  try {
    const user = await registerUser(db(), submission.value);
    const welcome = await toastCookie(request, {
      type: "success",
      title: "Registration successful",
      description: "Account created successfully!",
    });
    return startSession(request, user.id, String(formData.get("redirectTo") ?? ""), [welcome]);
  } catch (error) {
    if (!(error instanceof AccountConflictError)) throw error;
    const toast: Toast = { type: "error", title: "Registration failed", description: error.message };
    return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields }), toast }, { status: 409 });
  }
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    // Spec §5: registration validates as the user types.
    shouldValidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <>
      <AuthTitle>Create your account</AuthTitle>
      <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField label="Full name" meta={fields.fullName} autoComplete="name" />
        <TextField label="Email address" meta={fields.email} type="email" autoComplete="email" />
        <PasswordField label="Password" meta={fields.password} autoComplete="new-password" />
        <PasswordField label="Confirm password" meta={fields.confirmPassword} autoComplete="new-password" />
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Creating account..." : "Create account"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-indigo-600 hover:text-indigo-500">
          Sign in
        </Link>
      </p>
      <Toaster toasts={actionData?.toast ? [actionData.toast] : []} />
    </>
  );
}
