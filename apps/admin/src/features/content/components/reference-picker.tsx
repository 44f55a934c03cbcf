import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form';
import { contentListQuery } from '../api/content-api';
import { contentKind } from '../lib/content-kinds';
import { FilteredChoices, PickerFieldset } from '@/components/picker-parts';

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
  const group = useId();

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const chosen = value ? (choices.find((c) => c.id === value)?.name ?? null) : null;
        return (
          <PickerFieldset label={label} hint={hint} error={error}>
            <p className="text-sm" aria-live="polite">
              {!value
                ? 'None chosen.'
                : chosen
                  ? `Chosen: ${chosen}`
                  : records.isPending
                    ? 'Loading…'
                    : `Chosen: Unknown (${value})`}
            </p>
            <FilteredChoices
              choices={choices}
              plural={plural}
              pending={records.isPending}
              failed={records.isError}
              disabled={disabled}
              input={(c) => (
                <input
                  type="radio"
                  name={group}
                  className="size-4 accent-brand-600"
                  checked={value === c.id}
                  disabled={disabled}
                  onChange={() => field.onChange(c.id)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </PickerFieldset>
        );
      }}
    />
  );
}
