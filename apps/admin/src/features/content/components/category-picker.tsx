import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form';
import { categoriesKey, listCategories } from '@/lib/categories';

interface Choice {
  id: string;
  name: string;
}

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
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const hintId = useId();
  const shown = choices.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));
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
          <fieldset
            className="flex flex-col gap-2 rounded-md border border-line p-3"
            aria-describedby={hint ? hintId : undefined}
          >
            <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
            {hint && (
              <p id={hintId} className="text-xs text-ink-muted">
                {hint}
              </p>
            )}
            <p className="text-sm" aria-live="polite">
              {value.length ? `Chosen: ${value.map(nameOf).join(', ')}` : 'None chosen.'}
            </p>
            {!disabled && (
              <>
                <label htmlFor={filterId} className="text-xs font-medium text-ink">
                  Filter {level}
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
            {categories.isPending ? (
              <p className="text-sm text-ink-muted">Loading {level}…</p>
            ) : categories.isError ? (
              <p className="text-sm text-danger-text">The {level} could not be loaded.</p>
            ) : (
              <ul className="max-h-48 overflow-y-auto">
                {shown.map((c) => (
                  <li key={c.id}>
                    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={value.includes(c.id)}
                        disabled={disabled}
                        onChange={(e) => toggle(c.id, e.target.checked)}
                      />
                      {c.name}
                    </label>
                  </li>
                ))}
                {shown.length === 0 && (
                  <li className="text-sm text-ink-muted">No {level} match.</li>
                )}
              </ul>
            )}
            {error && (
              <p role="alert" className="text-xs font-medium text-danger-text">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
