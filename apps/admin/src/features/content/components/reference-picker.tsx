import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form';
import { contentListQuery } from '../api/content-api';
import { contentKind } from '../lib/content-kinds';

/** What a reference picker offers: the content kind it lists and how each record is named. */
const REFERENCES = {
  style: { kind: 'styles', plural: 'styles', name: (r: Record<string, unknown>) => String(r.name) },
  influencer: {
    kind: 'influencers',
    plural: 'influencers',
    name: (r: Record<string, unknown>) => `${String(r.name)} (@${String(r.instagramHandle)})`,
  },
} as const;
export type ReferenceControl = keyof typeof REFERENCES;

/**
 * One record of another content kind (an influencer's style, a look's influencer), chosen by name
 * from its back-office list with a filter box: a radio group, so arrow keys move through it. The
 * form value is the chosen record's id, as the API takes it; an id no longer in the list shows as
 * "Unknown", so opening an old record never drops it silently.
 */
export function ReferencePicker({
  name,
  label,
  hint,
  disabled,
  control: reference,
}: {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  control: ReferenceControl;
}) {
  const { kind: slug, plural, name: nameOf } = REFERENCES[reference];
  const { control } = useFormContext();
  const error = useFieldError(name);
  const records = useQuery(contentListQuery(contentKind(slug)!));
  const choices = useMemo(
    () => (records.data ?? []).map((r) => ({ id: r._id, name: nameOf(r) })),
    [records.data, nameOf],
  );
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const hintId = useId();
  const errorId = useId();
  const group = useId();
  const shown = choices.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const chosen = value ? (choices.find((c) => c.id === value)?.name ?? null) : null;
        return (
          <fieldset
            className="flex flex-col gap-2 rounded-md border border-line p-3"
            aria-describedby={
              [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined
            }
            aria-invalid={error ? true : undefined}
          >
            <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
            {hint && (
              <p id={hintId} className="text-xs text-ink-muted">
                {hint}
              </p>
            )}
            <p className="text-sm" aria-live="polite">
              {!value
                ? 'None chosen.'
                : chosen
                  ? `Chosen: ${chosen}`
                  : records.isPending
                    ? 'Loading…'
                    : `Chosen: Unknown (${value})`}
            </p>
            {!disabled && (
              <>
                <label htmlFor={filterId} className="text-xs font-medium text-ink">
                  Filter {plural}
                </label>
                <input
                  id={filterId}
                  type="search"
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                  className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
                />
              </>
            )}
            {records.isPending ? (
              <p className="text-sm text-ink-muted">Loading {plural}…</p>
            ) : records.isError ? (
              <p className="text-sm text-danger-text">The {plural} could not be loaded.</p>
            ) : (
              <ul className="max-h-48 overflow-y-auto">
                {shown.map((c) => (
                  <li key={c.id}>
                    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={group}
                        className="size-4 accent-brand-600"
                        checked={value === c.id}
                        disabled={disabled}
                        onChange={() => field.onChange(c.id)}
                        onBlur={field.onBlur}
                      />
                      {c.name}
                    </label>
                  </li>
                ))}
                {shown.length === 0 && (
                  <li className="text-sm text-ink-muted">
                    {choices.length ? `No ${plural} match.` : `There are no ${plural} yet.`}
                  </li>
                )}
              </ul>
            )}
            {error && (
              <p id={errorId} role="alert" className="text-xs font-medium text-danger-text">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
