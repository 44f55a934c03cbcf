import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent, FormEvent } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way the shop's forms work: react-hook-form checked by a contracts schema (the same one
 * the API parses the request with, so the browser shows the message the server would answer).
 *
 * - `submit(onValid)` is the form's `onSubmit`: every field gets its first failing rule's message and focus moves to the first
 *   invalid field; `onValid` receives the schema's output (trimmed, lower-cased e-mail…).
 * - Typing into a field clears its message (nothing is re-checked until the next submit).
 * - `field(name)` spreads onto the project's `Input`/`Textarea`: RHF's `register` plus `error`;
 *   `transform` rewrites the value as it is typed (digits only, at most 10…).
 * - `formError` is the form's first message in rule order, for forms that show one line.
 */
/** What `field(name)` returns: spread onto an `Input`, `Textarea` or `Select`. */
export type ZodFormField = Omit<UseFormRegisterReturn, 'onChange'> & {
  error: string | undefined;
  onChange: (
    e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => Promise<unknown>;
};

export function useZodForm<V extends FieldValues, S extends z.ZodType>(schema: S, defaults: V) {
  const form = useForm<V, unknown, z.output<S>>({
    // The contracts' request schemas take `unknown` fields and normalise them, so their input
    // type is wider than the form's string values; the resolver is typed for the form.
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  const field = (name: Path<V>, transform?: (value: string) => string): ZodFormField => {
    const { onChange, ...rest } = form.register(name);
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return {
      ...rest,
      error: message,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        if (transform) e.target.value = transform(e.target.value);
        if (message) form.clearErrors(name);
        return onChange(e);
      },
    };
  };

  // zodResolver records the issues in the schema's order, which is the rules' order.
  const formError =
    Object.values(errors as Record<string, { message?: string } | undefined>)[0]?.message ?? null;

  /** The form's `onSubmit`: checks, then `onValid(output)` or `onInvalid(errors)`. */
  const submit =
    (onValid: (data: z.output<S>) => unknown, onInvalid?: (errors: FieldErrors<V>) => unknown) =>
    (e?: FormEvent) =>
      void form.handleSubmit(onValid, onInvalid)(e);

  return { ...form, field, formError, submit };
}
