import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { db } from "~/db.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { PasswordField } from "~/components/ui/fields.tsx";
import { Card, PageHeader } from "~/components/ui/page-header.tsx";
import { changePasswordSchema } from "~/lib/schemas/auth.ts";
import { changePassword } from "~/models/users.server.ts";
import { currentSessionToken, requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Change Password · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const hideFields = ["currentPassword", "newPassword", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });

  const changed = await changePassword(db(), user.id, {
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.newPassword,
    keepSessionToken: (await currentSessionToken(request)) ?? undefined,
  });
  if (!changed) {
    return data({ result: submission.reply({ fieldErrors: { currentPassword: ["Current password is incorrect"] }, hideFields }) }, { status: 400 });
  }
  return redirectWithToast(request, "/settings/password", {
    type: "success",
    title: "Password changed",
    description: "Your password has been updated. Other sessions were signed out.",
  });
}

export default function ChangePasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <>
      <PageHeader title="Change Password" />
      <Card className="max-w-lg">
        <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
          <PasswordField label="Current password" meta={fields.currentPassword} autoComplete="current-password" />
          <PasswordField label="New password" meta={fields.newPassword} autoComplete="new-password" />
          <PasswordField label="Confirm new password" meta={fields.confirmPassword} autoComplete="new-password" />
          <Button type="submit">Change Password</Button>
        </Form>
      </Card>
    </>
  );
}
