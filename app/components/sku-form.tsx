import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { skuInputSchema } from "~/lib/schemas/sku.ts";
import type { Sku } from "~/models/skus.server.ts";
import { FormActions } from "./form-actions.tsx";
import { CheckboxField, FormErrors, TextField } from "./ui/fields.tsx";

/** Add SKU and Edit SKU: the same fields, rules and messages as the CSV import and the API. */
export function SkuForm({
  sku,
  lastResult,
  submitLabel,
  cancelTo,
}: {
  sku?: Sku;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: sku ? `sku-${sku.id}` : "sku-new",
    lastResult,
    defaultValue: sku
      ? {
          sku: sku.sku,
          title: sku.title,
          tags: sku.tags.join(", "),
          price: sku.price.toFixed(2),
          minQuantity: String(sku.minQuantity),
          maxQuantity: String(sku.maxQuantity),
          weight: String(sku.weight),
          active: sku.active ? "on" : undefined,
        }
      : { minQuantity: "1", maxQuantity: "5", weight: "0", active: "on" },
    constraint: getZodConstraint(skuInputSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: skuInputSchema }),
  });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-[var(--field-gap)] sm:grid-cols-2">
        <TextField label="SKU" meta={fields.sku} autoComplete="off" />
        <TextField label="Title" meta={fields.title} autoComplete="off" />
      </div>
      <TextField label="Tags" meta={fields.tags} placeholder="summer, cotton" aria-describedby={`${fields.tags.id}-hint`} />
      <p id={`${fields.tags.id}-hint`} className="-mt-2 text-xs text-gray-500 dark:text-gray-400">
        Comma-separated
      </p>
      <div className="grid grid-cols-2 gap-[var(--field-gap)] sm:grid-cols-4">
        <TextField label="Price" meta={fields.price} inputMode="decimal" />
        <TextField label="Min quantity" meta={fields.minQuantity} inputMode="numeric" />
        <TextField label="Max quantity" meta={fields.maxQuantity} inputMode="numeric" />
        <TextField label="Weight" meta={fields.weight} inputMode="decimal" />
      </div>
      <CheckboxField label="Active" meta={fields.active} />
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} />
    </Form>
  );
}
