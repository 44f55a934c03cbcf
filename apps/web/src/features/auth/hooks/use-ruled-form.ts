import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;

/**
 * Form state checked by a contracts request schema (its ordered rules): on submit every field
 * gets its first failing rule's message, focus moves to the first invalid field, and a field's
 * error clears when it is typed into.
 */
export function useRuledForm<V extends Values, S extends z.ZodType>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const refs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const set = useCallback((name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const register = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      onValid(parsed.data);
      return;
    }
    const next: Partial<Record<keyof V, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '') as keyof V;
      if (key && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    const first = parsed.error.issues[0]?.path[0];
    if (first !== undefined) refs.current[String(first) as keyof V]?.focus();
  };

  return { values, errors, set, register, handleSubmit, reset: () => setValues(initial) };
}
