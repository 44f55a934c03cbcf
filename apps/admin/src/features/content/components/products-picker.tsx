import { useQueries, useQueryClient } from '@tanstack/react-query';
import { LOOK_MAX_PRODUCTS } from '@vastra/contracts/admin/content';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form';
import { chosenProductQuery, type ChosenProduct } from '../api/content-api';
import { PickerFieldset } from '@/components/picker-parts';
import { ProductFinder } from './product-finder';

const ON_SHOP = new Set(['active']);

/**
 * A list of catalogue products (a look's), chosen by finding them by name: each chosen product is
 * a chip with its name and a "Remove" button; the form value is the array of their ids, in the
 * order chosen, as the API takes it. A product shoppers cannot see (a draft, hidden, archived or
 * deleted one) says so on its chip, since the API refuses to save it.
 */
export function ProductsPicker({
  name,
  label,
  hint,
  disabled,
}: {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const qc = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  // After a removal, where the keyboard focus goes: the next chip's button, else the search box.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(focusAt, buttons.length - 1)] ?? searchRef.current)?.focus();
    setFocusAt(null);
  }, [focusAt]);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string[] | undefined) ?? [];
        return (
          <PickerFieldset label={label} hint={hint} error={error}>
            <Chips
              ids={value}
              listRef={listRef}
              label={`${label}: chosen`}
              disabled={disabled}
              onRemove={(id, at, productName) => {
                field.onChange(value.filter((v) => v !== id));
                setSaid(`Removed ${productName}.`);
                setFocusAt(at);
              }}
            />
            {!disabled &&
              (value.length < LOOK_MAX_PRODUCTS ? (
                <ProductFinder
                  label="Find a product to add"
                  actionLabel={(p) => `Add ${p.name}`}
                  exclude={value}
                  inputRef={searchRef}
                  onChoose={(p) => {
                    qc.setQueryData<ChosenProduct>(chosenProductQuery(p._id).queryKey, {
                      name: p.name,
                      status: p.status,
                    });
                    field.onChange([...value, p._id]);
                    setSaid(`Added ${p.name}.`);
                  }}
                />
              ) : (
                <p className="text-xs text-ink-muted">
                  {`At most ${LOOK_MAX_PRODUCTS} products: remove one to add another.`}
                </p>
              ))}
            <p className="sr-only" aria-live="polite">
              {said}
            </p>
          </PickerFieldset>
        );
      }}
    />
  );
}

/** The chosen products as chips, named once their names are known. */
function Chips({
  ids,
  listRef,
  label,
  disabled,
  onRemove,
}: {
  ids: string[];
  listRef: RefObject<HTMLUListElement | null>;
  label: string;
  disabled?: boolean;
  onRemove: (id: string, at: number, name: string) => void;
}) {
  const products = useQueries({ queries: ids.map((id) => chosenProductQuery(id)) });
  if (!ids.length) return <p className="text-sm">None chosen.</p>;
  return (
    <ul ref={listRef} aria-label={label} className="flex flex-wrap gap-2">
      {ids.map((id, at) => {
        const q = products[at];
        const name = q?.data?.name ?? (q?.isError ? `Unknown product (${id})` : 'Loading…');
        const off = q?.isError || (q?.data && !ON_SHOP.has(q.data.status));
        return (
          <li
            key={id}
            className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-muted px-3 py-1 text-sm"
          >
            <span>{name}</span>
            {off && <span className="text-xs text-danger-text">(not on the shop)</span>}
            {!disabled && (
              <button
                type="button"
                aria-label={`Remove ${name}`}
                className="ml-1 rounded-full px-1 text-ink-muted hover:text-danger-text focus-visible:outline-2"
                onClick={() => onRemove(id, at, name)}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
