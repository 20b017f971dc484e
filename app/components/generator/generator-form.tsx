import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { generatorFormSchema, RANDOM_CUSTOMER, RANDOM_SHIPPING, SHIPPING_OPTIONS, shippingOptionLabel } from "~/lib/generator/config.ts";
import { preflight } from "~/lib/generator/orders.ts";
import { Button } from "../ui/button.tsx";
import { FormErrors, SelectField, TextField } from "../ui/fields.tsx";
import { Card } from "../ui/page-header.tsx";
import { ADVANCED_FIELDS, DEFAULT_FORM_VALUES, type GeneratorFormValues } from "~/lib/generator/form-values.ts";
import { PreflightProblem, SettingsMissing } from "./notices.tsx";

export interface CustomerOption {
  id: string;
  label: string;
  email: string;
}

const SHIPPING_CHOICES = [...SHIPPING_OPTIONS.map(({ value, label }) => ({ value, label })), RANDOM_SHIPPING];

/**
 * What the Preview & Controls card shows for the current values. Only the orders,
 * shipping and customer fields matter here: the others are left out so that their
 * errors (a bad seed, min above max) cannot blank the card.
 */
function summaryOf(value: unknown) {
  const fields = (value ?? {}) as Partial<GeneratorFormValues>;
  // Every field left out becomes 1, so this parse cannot fail.
  return generatorFormSchema.parse({ totalOrders: fields.totalOrders, shippingOption: fields.shippingOption, customer: fields.customer });
}

/** Is a Generate submission on its way (the page's own form, or the preview's 'Generate these orders')? */
export function useGenerating(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction?.split("?")[0] === "/generator";
}

/**
 * The Generator Settings card and the Preview & Controls card: ONE form, so that
 * 'Preview Orders' (GET /generator/preview) and 'Generate Orders' (POST /generator)
 * both send every field, with or without JavaScript.
 */
export function GeneratorForm({
  lastResult,
  customers,
  skuCount,
  settingsMissing,
}: {
  /** The values (and errors) to start from: a failed Generate, or the page's query string. */
  lastResult?: SubmissionResult<string[]>;
  customers: CustomerOption[];
  skuCount: number;
  settingsMissing: boolean;
}) {
  const [form, fields] = useForm({
    id: "generator",
    lastResult,
    defaultValue: DEFAULT_FORM_VALUES,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: generatorFormSchema }),
  });
  const generating = useGenerating();

  // Form values are live with JavaScript (conform tracks every input) and the submitted ones without.
  const summary = summaryOf(form.value);
  const problem = preflight({ config: summary, skuCount, customers });
  const noSkus = skuCount === 0;
  const advancedErrors = ADVANCED_FIELDS.some((name) => (fields[name].errors?.length ?? 0) > 0);
  // Open from the start when it holds something to see (a seed, a changed value, an error), and
  // whenever an error appears in it; only the user closes it, not a fixed error.
  const [advancedOpen, setAdvancedOpen] = useState(
    () => advancedErrors || ADVANCED_FIELDS.some((name) => (fields[name].initialValue ?? "") !== DEFAULT_FORM_VALUES[name]),
  );
  useEffect(() => {
    if (advancedErrors) setAdvancedOpen(true);
  }, [advancedErrors]);
  const customerChoices = [
    { value: RANDOM_CUSTOMER, label: "Random Customer" },
    ...customers.map((customer) => ({ value: customer.id, label: `${customer.label} - ${customer.email}` })),
  ];

  return (
    <Form method="post" action="/generator" {...getFormProps(form)} className="grid gap-6 lg:grid-cols-3">
      <Card title="Generator Settings" className="lg:col-span-2">
        <div className="space-y-[var(--field-gap)]">
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="grid grid-cols-1 gap-[var(--field-gap)] sm:grid-cols-2">
            <TextField label="Number of Orders" meta={fields.totalOrders} inputMode="numeric" autoComplete="off" />
            <TextField label="Delay Between Orders (seconds)" meta={fields.delaySeconds} inputMode="numeric" autoComplete="off" />
            <SelectField label="Shipping Option" meta={fields.shippingOption} options={SHIPPING_CHOICES} />
            <SelectField label="Customer Selection" meta={fields.customer} options={customerChoices} />
          </div>
          {/* A <details> opens without JavaScript too; its fields are submitted whether open or not. */}
          <details className="group" open={advancedOpen} onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}>
            <summary className="cursor-pointer select-none text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
              <span className="group-open:hidden">Show Advanced</span>
              <span className="hidden group-open:inline">Hide Advanced</span>
            </summary>
            <div className="mt-4 grid grid-cols-1 gap-[var(--field-gap)] sm:grid-cols-2">
              <TextField label="Min Items Per Order" meta={fields.minItemsPerOrder} inputMode="numeric" autoComplete="off" />
              <TextField label="Max Items Per Order" meta={fields.maxItemsPerOrder} inputMode="numeric" autoComplete="off" />
              <TextField label="Min Quantity Per Item" meta={fields.minQuantityPerItem} inputMode="numeric" autoComplete="off" />
              <TextField label="Max Quantity Per Item" meta={fields.maxQuantityPerItem} inputMode="numeric" autoComplete="off" />
              <TextField label="Random Seed" meta={fields.seed} inputMode="numeric" autoComplete="off" placeholder="Empty: a new seed each time" />
            </div>
          </details>
          <p className="text-xs text-gray-500 dark:text-gray-400">
            Orders 1–100 and items and quantities 1–10 (a value outside becomes 1); delay 0–60 seconds. The same seed, catalogue and settings give
            the same orders.
          </p>
        </div>
      </Card>

      <Card title="Preview & Controls">
        <dl className="space-y-2 text-sm">
          <SummaryRow term="Active SKUs available" value={skuCount} />
          <SummaryRow term="Customers available" value={customers.length} />
          <SummaryRow term="Orders to be generated" value={summary.totalOrders} />
          <SummaryRow term="Shipping option" value={shippingOptionLabel(summary.shippingOption)} />
        </dl>
        <div className="mt-4 space-y-3">
          {problem ? <PreflightProblem title={problem.title} message={problem.message} /> : null}
          {settingsMissing ? <SettingsMissing /> : null}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" formMethod="get" formAction="/generator/preview" disabled={noSkus}>
            Preview Orders
          </Button>
          <Button type="submit" disabled={noSkus || generating}>
            {generating ? "Generating..." : "Generate Orders"}
          </Button>
        </div>
      </Card>
    </Form>
  );
}

function SummaryRow({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="font-semibold tabular-nums text-gray-900 dark:text-gray-100">{value}</dd>
    </div>
  );
}
