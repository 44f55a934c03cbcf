import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Textarea } from '@vastra/ui/input';
import { Select, type SelectOption } from '@vastra/ui/select';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  get,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api';

/**
 * Every back-office form: react-hook-form checked by a contracts schema (the one the API parses
 * the request with), so the browser shows the message the server would answer. The form's values
 * are the schema's input; `onSubmit` receives its output (trimmed, coerced numbers...).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/**
 * Puts an API refusal on the form: per-field messages when the server named fields
 * (`{ errors: [{ path, message }] }` or `{ issues: [...] }`), else one message for the whole form.
 */
export function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  err: unknown,
  fallback = 'Could not save. Please try again.',
): void {
  const body = (err instanceof ApiError ? err.body : undefined) as
    { errors?: unknown; issues?: unknown } | undefined;
  const list = Array.isArray(body?.errors)
    ? body.errors
    : Array.isArray(body?.issues)
      ? body.issues
      : [];
  let named = false;
  for (const item of list as { path?: unknown; field?: unknown; message?: unknown }[]) {
    const path = Array.isArray(item.path) ? item.path.join('.') : (item.field ?? item.path);
    if (typeof path === 'string' && path && typeof item.message === 'string') {
      form.setError(path as never, { type: 'server', message: item.message });
      named = true;
    }
  }
  if (!named)
    form.setError('root.server' as never, {
      type: 'server',
      message: err instanceof ApiError ? err.message : fallback,
    });
}

interface FormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  children: ReactNode;
  className?: string;
  /** Accessible name of the form. */
  'aria-label'?: string;
}

/** A `<form>` with the RHF context its fields read, and the server's form-level message. */
export function Form<V extends FieldValues, O>({
  form,
  onSubmit,
  children,
  className,
  ...rest
}: FormProps<V, O>) {
  const rootError = (form.formState.errors.root as { server?: { message?: string } } | undefined)
    ?.server?.message;
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {rootError && (
          <p
            role="alert"
            className="mb-4 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger-text"
          >
            {rootError}
          </p>
        )}
        {children}
      </form>
    </FormProvider>
  );
}

/** The first error message at a (dotted) field path. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
}

/** A text input; with `emptyAsUndefined` an empty field is left out (an optional change). */
export function TextField({
  name,
  label,
  hint,
  className,
  type = 'text',
  emptyAsUndefined,
  ...rest
}: FieldProps & {
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'date' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  emptyAsUndefined?: boolean;
}) {
  const { register } = useFormContext();
  return (
    <Input
      label={label}
      hint={hint}
      error={useFieldError(name)}
      wrapperClassName={className}
      type={type}
      {...rest}
      {...register(
        name,
        emptyAsUndefined ? { setValueAs: (v: unknown) => (v === '' ? undefined : v) } : {},
      )}
    />
  );
}

/** A number input; an empty field is `undefined` (the schema says whether it is required). */
export function NumberField({
  name,
  label,
  hint,
  className,
  step,
  min,
  ...rest
}: FieldProps & { step?: number | 'any'; min?: number; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Input
      label={label}
      hint={hint}
      error={useFieldError(name)}
      wrapperClassName={className}
      type="number"
      inputMode="decimal"
      step={step}
      min={min}
      {...rest}
      {...register(name, {
        setValueAs: (v: unknown) =>
          v === '' || v === null || v === undefined ? undefined : Number(v),
      })}
    />
  );
}

export function TextareaField({
  name,
  label,
  hint,
  className,
  rows,
  ...rest
}: FieldProps & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Textarea
      label={label}
      hint={hint}
      error={useFieldError(name)}
      wrapperClassName={className}
      rows={rows}
      {...rest}
      {...register(name)}
    />
  );
}

/**
 * A native select; with `emptyAsNull` the empty choice is `null` (an optional reference). It is
 * controlled by the form's value, so options that arrive after the form (a list still loading
 * when a page is opened by its address) show the value already held.
 */
export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  disabled,
  emptyAsNull,
}: FieldProps & { options: SelectOption[]; placeholder?: string; emptyAsNull?: boolean }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          label={typeof label === 'string' ? label : undefined}
          hint={typeof hint === 'string' ? hint : undefined}
          error={error}
          wrapperClassName={className}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          name={field.name}
          ref={field.ref}
          value={field.value == null ? '' : String(field.value)}
          onBlur={field.onBlur}
          onChange={(e) =>
            field.onChange(emptyAsNull && e.target.value === '' ? null : e.target.value)
          }
        />
      )}
    />
  );
}

export function CheckboxField({ name, label, hint, className, disabled }: FieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          {...register(name)}
        />
        {label}
      </label>
      {hint && !error && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A list of short texts (colours, tags, offers) edited as one comma-separated input; the form
 * value is the array. The text is kept as typed (a trailing comma stays while typing).
 */
export function ListField({
  name,
  label,
  hint = 'Separate entries with commas.',
  className,
  separator = ',',
}: FieldProps & { separator?: ',' | '\n' }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ListInput
          label={label}
          hint={hint}
          error={error}
          className={className}
          separator={separator}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
        />
      )}
    />
  );
}

function ListInput({
  value,
  onChange,
  separator,
  label,
  hint,
  error,
  className,
  inputRef,
  ...rest
}: {
  value: string[];
  onChange: (v: string[]) => void;
  onBlur: () => void;
  name: string;
  separator: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
}) {
  const joiner = separator === ',' ? ', ' : separator;
  const [text, setText] = useState(() => value.join(joiner));
  // A reset from outside (a loaded product) replaces the text.
  const joined = value.join(joiner);
  const [seen, setSeen] = useState(joined);
  if (joined !== seen) {
    setSeen(joined);
    const parsedNow = split(text, separator).join(joiner);
    if (parsedNow !== joined) setText(joined);
  }
  const change = (next: string) => {
    setText(next);
    const items = split(next, separator);
    setSeen(items.join(joiner));
    onChange(items);
  };
  const common = { label, hint, error, wrapperClassName: className, ...rest };
  return separator === ',' ? (
    <Input {...common} ref={inputRef} value={text} onChange={(e) => change(e.target.value)} />
  ) : (
    <Textarea
      {...common}
      ref={inputRef}
      rows={3}
      value={text}
      onChange={(e) => change(e.target.value)}
    />
  );
}

function split(text: string, separator: string): string[] {
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}
