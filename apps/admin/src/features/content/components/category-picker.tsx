import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form';
import { categoriesKey, listCategories } from '@/lib/categories';
import { type Choice, FilteredChoices, PickerFieldset } from '@/components/picker-parts';

/**
 * Categories (or subcategories, named with their category) chosen by name from a checkbox list
 * with a filter box; the form value is the array of their ids, as the API takes it. Ids no longer
 * in the catalogue stay chosen, shown as "Unknown", so saving never drops them silently.
 */
export function CategoryPicker({
  name,
  label,
  hint,
  disabled,
  level,
}: {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  level: 'categories' | 'subcategories';
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
  });
  const choices = useMemo<Choice[]>(
    () =>
      (categories.data ?? []).flatMap((c) =>
        level === 'categories'
          ? [{ id: c._id, name: c.name }]
          : c.subcategories.map((s) => ({ id: s._id, name: `${c.name} › ${s.name}` })),
      ),
    [categories.data, level],
  );
  const nameOf = (id: string) => choices.find((c) => c.id === id)?.name ?? `Unknown (${id})`;

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string[] | undefined) ?? [];
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...value, id] : value.filter((v) => v !== id));
        return (
          <PickerFieldset label={label} hint={hint} error={error}>
            <p className="text-sm" aria-live="polite">
              {value.length ? `Chosen: ${value.map(nameOf).join(', ')}` : 'None chosen.'}
            </p>
            <FilteredChoices
              choices={choices}
              plural={level}
              pending={categories.isPending}
              failed={categories.isError}
              disabled={disabled}
              input={(c) => (
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={value.includes(c.id)}
                  disabled={disabled}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
              )}
            />
          </PickerFieldset>
        );
      }}
    />
  );
}
