import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";

const inputClass =
  "block w-full rounded-md border-0 px-3 py-1.5 text-gray-900 shadow-sm ring-1 ring-inset ring-gray-300 placeholder:text-gray-400 focus:ring-2 focus:ring-inset focus:ring-indigo-600 aria-[invalid=true]:ring-red-500 sm:text-sm dark:bg-gray-800 dark:text-gray-100 dark:ring-gray-600";

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-600 dark:text-red-400">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Errors that belong to the whole form (a failed sign-in, say) rather than one field. */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-900/30 dark:text-red-300">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-900 dark:text-gray-100">
      {children}
    </label>
  );
}

type InputType = "text" | "email" | "password" | "number" | "url" | "search" | "tel";

export function TextField({
  label,
  meta,
  type = "text",
  ...rest
}: { label: string; meta: FieldMetadata<any, any, string[]>; type?: InputType } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "name" | "id" | "defaultValue"
>) {
  const props = getInputProps(meta, { type });
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <input {...props} {...rest} key={props.key} className={inputClass} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A password field; with JavaScript it gains a show/hide toggle. */
export function PasswordField({
  label,
  meta,
  autoComplete,
  placeholder,
}: {
  label: string;
  meta: FieldMetadata<any, any, string[]>;
  /** "off" for API tokens, which the browser should not fill with a sign-in password. */
  autoComplete: "current-password" | "new-password" | "off";
  placeholder?: string;
}) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const props = getInputProps(meta, { type: "password" });
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          placeholder={placeholder}
          className={`${inputClass} pr-16`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-controls={meta.id}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-gray-600 hover:text-gray-900 dark:text-gray-300"
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  label,
  meta,
  options,
}: {
  label: string;
  meta: FieldMetadata<any, any, string[]>;
  options: readonly { value: string; label: string }[];
}) {
  const props = getSelectProps(meta);
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      <select {...props} key={props.key} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A yes/no checkbox with its label beside it and its errors below. */
export function CheckboxField({ label, meta, className = "" }: { label: string; meta: FieldMetadata<any, any, string[]>; className?: string }) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={className}>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
        <input {...props} key={props.key} className="h-4 w-4 rounded border-gray-300 text-indigo-600" />
        {label}
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
