import { useId, useState, type ReactNode } from 'react';

/**
 * The frame every content picker shares: a fieldset named by its legend, with an optional hint and
 * the field's error, both tied to it for screen readers (`aria-describedby`, `aria-invalid`).
 */
export function PickerFieldset({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border border-line p-3"
      aria-describedby={[hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface Choice {
  id: string;
  name: string;
}

/**
 * Named records to choose from, narrowed by a filter box (hidden while the form is read-only):
 * "Loading…" and a failed load say so; each shown choice is drawn by `input` (a radio or a
 * checkbox, bound to the form by the caller) beside its name.
 */
export function FilteredChoices({
  choices,
  plural,
  pending,
  failed,
  disabled,
  input,
}: {
  choices: readonly Choice[];
  /** What the records are called in the list's messages: "styles", "categories". */
  plural: string;
  pending: boolean;
  failed: boolean;
  disabled?: boolean;
  input: (choice: Choice) => ReactNode;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const wanted = filter.trim().toLowerCase();
  const shown = choices.filter((c) => c.name.toLowerCase().includes(wanted));
  return (
    <>
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
      {pending ? (
        <p className="text-sm text-ink-muted">Loading {plural}…</p>
      ) : failed ? (
        <p className="text-sm text-danger-text">The {plural} could not be loaded.</p>
      ) : (
        <ul className="max-h-48 overflow-y-auto">
          {shown.map((c) => (
            <li key={c.id}>
              <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                {input(c)}
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
    </>
  );
}
