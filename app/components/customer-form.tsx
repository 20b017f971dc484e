import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { Country } from "~/lib/countries.ts";
import { customerInputSchema } from "~/lib/schemas/customer.ts";
import type { Customer } from "~/models/customers.server.ts";
import { FormActions } from "./form-actions.tsx";
import { CheckboxField, FormErrors, TextField } from "./ui/fields.tsx";

/** Add Customer and Edit Customer: the same fields, rules and messages as the CSV import and the API. */
export function CustomerForm({
  customer,
  countries,
  lastResult,
  submitLabel,
  cancelTo,
}: {
  customer?: Customer;
  /** From the loader: the server's names, so the page hydrates without a mismatch. */
  countries: readonly Country[];
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: customer ? `customer-${customer.id}` : "customer-new",
    lastResult,
    defaultValue: customer
      ? {
          label: customer.label,
          name: customer.customer.name,
          email: customer.customer.email,
          phone: customer.customer.phone ?? "",
          address1: customer.address.address1,
          address2: customer.address.address2 ?? "",
          city: customer.address.city,
          postcode: customer.address.postcode,
          country: customer.address.country,
          weight: String(customer.weight),
          active: customer.active ? "on" : undefined,
        }
      : { weight: "1", active: "on" },
    constraint: getZodConstraint(customerInputSchema),
    // Not on blur: an error appearing as the last field loses focus moves the submit
    // button under the pointer between mousedown and click, and the click is lost.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customerInputSchema }),
  });
  const countryList = `${form.id}-countries`;
  const weightHint = `${fields.weight.id}-hint`;
  // Keep the error (when there is one) in the description as well as the hint.
  const weightDescription = fields.weight.errors?.length ? `${fields.weight.errorId} ${weightHint}` : weightHint;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-[var(--field-gap)]">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-[var(--field-gap)] sm:grid-cols-2">
        <TextField label="Label" meta={fields.label} autoComplete="off" placeholder="Berlin office" />
        <TextField label="Name" meta={fields.name} autoComplete="off" />
        <TextField label="Email" meta={fields.email} type="email" autoComplete="off" />
        <TextField label="Phone" meta={fields.phone} type="tel" autoComplete="off" />
        <TextField label="Address 1" meta={fields.address1} autoComplete="off" />
        <TextField label="Address 2" meta={fields.address2} autoComplete="off" />
      </div>
      <div className="grid grid-cols-1 gap-[var(--field-gap)] sm:grid-cols-3">
        <TextField label="City" meta={fields.city} autoComplete="off" />
        <TextField label="Postcode" meta={fields.postcode} autoComplete="off" />
        {/* A code or a name: the list suggests both, the server stores the code. */}
        <TextField label="Country" meta={fields.country} autoComplete="off" list={countryList} placeholder="DE or Germany" />
      </div>
      <datalist id={countryList}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </datalist>
      <div className="grid grid-cols-1 items-start gap-[var(--field-gap)] sm:grid-cols-3">
        <div>
          <TextField label="Weight" meta={fields.weight} inputMode="decimal" aria-describedby={weightDescription} />
          <p id={weightHint} className="mt-1 text-xs text-gray-500 dark:text-gray-400">
            How often random selection picks this customer (1 = normal, 0 = never)
          </p>
        </div>
        <CheckboxField label="Active" meta={fields.active} className="sm:col-span-2 sm:pt-7" />
      </div>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} />
    </Form>
  );
}
