import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { toBody, toFormValues, type FieldSpec } from '../lib/schema-fields';

export interface SchemaFormProps {
  /** The contract's request body schema: the form is checked by exactly what the API parses. */
  schema: z.ZodType;
  fields: FieldSpec[];
  /** The stored record being edited, or null for a new one. */
  record: Record<string, unknown> | null;
  submitLabel: string;
  pending: boolean;
  readOnly?: boolean;
  /** The server's refusal, shown above the buttons. */
  serverError?: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
}

const input =
  'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * One form for every content kind: its fields come from the kind's body schema (see
 * `schema-fields.ts`), react-hook-form holds the inputs, and the resolver turns them into the body
 * and checks it with the schema, so each field shows the contract's own message.
 */
export function SchemaForm({
  schema,
  fields,
  record,
  submitLabel,
  pending,
  readOnly = false,
  serverError,
  onSubmit,
}: SchemaFormProps) {
  const formId = useId();
  const resolver = useMemo(
    () =>
      zodResolver(
        z.preprocess((v) => toBody(fields, v as Record<string, unknown>), schema) as never,
      ) as never,
    [fields, schema],
  );
  const form = useForm<FieldValues, unknown, Record<string, unknown>>({
    resolver,
    defaultValues: toFormValues(fields, record),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit((body) => onSubmit(body))(e)}
      className="max-w-2xl space-y-4"
    >
      <fieldset disabled={readOnly || pending} className="space-y-4">
        {fields.map((f) => {
          const id = `${formId}-${f.name}`;
          const message = errors[f.name]?.message;
          const described = [f.hint ? `${id}-hint` : '', message ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ');
          const common = {
            id,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': described || undefined,
            ...form.register(f.name),
          };
          const label = `${f.label}${f.required && f.control !== 'checkbox' ? '' : ''}`;
          return (
            <div key={f.name}>
              {f.control === 'checkbox' ? (
                <div className="flex items-center gap-2">
                  <input type="checkbox" className="size-4" {...common} />
                  <label htmlFor={id} className="text-sm font-medium">
                    {label}
                  </label>
                </div>
              ) : (
                <>
                  <label htmlFor={id} className="block text-sm font-medium">
                    {label}
                    {!f.required && <span className="font-normal text-slate-600"> (optional)</span>}
                  </label>
                  {f.control === 'textarea' || f.control === 'list' ? (
                    <textarea rows={f.control === 'list' ? 3 : 6} className={input} {...common} />
                  ) : f.control === 'select' ? (
                    <select className={input} {...common}>
                      {f.options.map((o) => (
                        <option key={o} value={o}>
                          {o}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      className={input}
                      type={
                        f.control === 'number'
                          ? 'number'
                          : f.control === 'datetime'
                            ? 'datetime-local'
                            : f.control === 'date'
                              ? 'date'
                              : 'text'
                      }
                      step={f.control === 'number' ? 'any' : undefined}
                      {...common}
                    />
                  )}
                </>
              )}
              {f.hint && (
                <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                  {f.hint}
                </p>
              )}
              {message && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                  {message}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {serverError}
        </p>
      )}
      {!readOnly && (
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          {pending ? 'Saving…' : submitLabel}
        </button>
      )}
    </form>
  );
}
