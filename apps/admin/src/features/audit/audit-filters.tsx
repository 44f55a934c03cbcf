import { useQuery } from '@tanstack/react-query';
import { AuditFiltersResponseSchema } from '@vastra/contracts/admin/staff';
import { Select, type SelectOption } from '@vastra/ui/select';
import { api } from '@/lib/api';
import { listStaff, staffKey } from '@/lib/staff-list';

/** The choices offered, plus the one in the address when the log no longer lists it. */
function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

export interface AuditFilterValues {
  action: string;
  entityType: string;
  actor: string;
}

/**
 * The audit log's filters as choices read from the API: the actions and kinds of record the log
 * holds, and the staff accounts. A choice applies at once.
 */
export function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (changes: Partial<AuditFilterValues>) => void;
}) {
  const choices = useQuery({
    queryKey: ['admin', 'audit', 'filters'],
    queryFn: ({ signal }) =>
      api('/admin/audit/filters', { schema: AuditFiltersResponseSchema, signal }),
  });
  const staff = useQuery({ queryKey: staffKey, queryFn: ({ signal }) => listStaff(signal) });
  const plain = (list: string[] | undefined) => (list ?? []).map((v) => ({ value: v, label: v }));
  return (
    <form
      aria-label="Filter the audit log"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <Select
        label="Action"
        placeholder="All actions"
        value={values.action}
        options={withCurrent(plain(choices.data?.actions), values.action)}
        onChange={(e) => onChange({ action: e.target.value })}
      />
      <Select
        label="Kind of record"
        placeholder="All kinds"
        value={values.entityType}
        options={withCurrent(plain(choices.data?.entityTypes), values.entityType)}
        onChange={(e) => onChange({ entityType: e.target.value })}
      />
      <Select
        label="Staff member"
        placeholder="Everyone"
        value={values.actor}
        options={withCurrent(
          (staff.data ?? []).map((s) => ({ value: s._id, label: `${s.name} (${s.email})` })),
          values.actor,
        )}
        onChange={(e) => onChange({ actor: e.target.value })}
      />
    </form>
  );
}
