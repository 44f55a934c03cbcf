import { SORT_OPTIONS, isSortId, type SortId } from '@vastra/contracts';
import { Select } from '@vastra/ui/select';
import { cx } from '@vastra/ui/cx';

/** Desktop sort dropdown. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortId;
  onChange: (sort: SortId) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Select
        srLabel="Sort by"
        value={value}
        onChange={(e) => isSortId(e.target.value) && onChange(e.target.value)}
        options={SORT_OPTIONS.map((o) => ({ value: o.id, label: `Sort by: ${o.label}` }))}
        compact
        className="min-w-56"
      />
    </div>
  );
}

/** The sort choices as radio buttons (mobile Sort sheet). */
export function SortOptionsList({
  value,
  onChange,
}: {
  value: SortId;
  onChange: (sort: SortId) => void;
}) {
  return (
    <fieldset className="px-2 py-2">
      <legend className="sr-only">Sort by</legend>
      {SORT_OPTIONS.map((o) => {
        const checked = o.id === value;
        return (
          <label
            key={o.id}
            className={cx(
              'flex cursor-pointer items-center justify-between rounded-md px-3 py-3.5 text-sm',
              checked ? 'font-semibold text-ink' : 'text-ink-muted hover:bg-surface-muted',
            )}
          >
            {o.label}
            <input
              type="radio"
              name="sort"
              value={o.id}
              checked={checked}
              onChange={() => onChange(o.id)}
              className="size-4 accent-ink"
            />
          </label>
        );
      })}
    </fieldset>
  );
}
