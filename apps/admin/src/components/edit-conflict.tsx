import { EDIT_CONFLICT } from '@vastra/contracts/admin/edit-version';
import { Button } from '@vastra/ui/button';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/**
 * Two people editing one record: every back-office edit form sends the version it was opened
 * with, and the API refuses a save over a newer one (409 `EDIT_CONFLICT`) naming who saved and,
 * per field, what they changed. This states the refusal and offers the way forward: reload the
 * record as saved now, keeping every field the user changed that the other person did not.
 */

/** A save refused because someone else saved the record meanwhile: their message and fields. */
interface EditConflict {
  message: string;
  /** The form fields they changed. */
  fields: string[];
}

/** The conflict in an API refusal, if it is one. */
function editConflictOf(err: unknown): EditConflict | null {
  if (!(err instanceof ApiError) || err.code !== EDIT_CONFLICT) return null;
  const issues = (err.body as { issues?: { path?: unknown }[] } | undefined)?.issues ?? [];
  return {
    message: err.message,
    fields: issues.map((i) => String(i.path ?? '')).filter(Boolean),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What a form carries for the server's checks, never the user's own change. */
const BOOKKEEPING = new Set(['versionSeen', 'inventorySeen']);

/**
 * Loads the record as saved now (`fresh`, as form values) and keeps, on top of it, every field the
 * user changed that the other person did not; the fields both changed show the saved values
 * (theirs was saved first).
 */
function reloadKeepingMine<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  conflict: EditConflict,
  fresh: T,
): void {
  const mine = form.getValues() as Record<string, unknown>;
  const opened = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  const theirs = new Set(conflict.fields);
  const kept = Object.keys(mine).filter(
    (k) => !BOOKKEEPING.has(k) && !theirs.has(k) && !same(mine[k], opened[k]),
  );
  form.reset(fresh);
  for (const k of kept) form.setValue(k as never, mine[k] as never, { shouldDirty: true });
}

/**
 * The state a form needs for conflicts: `refused(err)` after a failed save (true when it was a
 * conflict), and `notice`, the alert with "Reload keeping my changes" while there is one.
 * `load` fetches the record as saved now, as form values; `reloaded` hears them once applied (a
 * form keeps the new version from them).
 */
export function useEditConflict<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  load: (() => Promise<T>) | undefined,
) {
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  return {
    conflict,
    refused: (err: unknown) => {
      const c = editConflictOf(err);
      setConflict(c);
      return c !== null;
    },
    clear: () => setConflict(null),
    notice:
      conflict && load ? (
        <EditConflictNotice
          conflict={conflict}
          onReload={async () => {
            reloadKeepingMine(form, conflict, await load());
            setConflict(null);
          }}
        />
      ) : null,
  };
}

/** The refusal, stated, with the way forward: reload keeping the user's other changes. */
function EditConflictNotice({
  conflict,
  onReload,
}: {
  conflict: EditConflict;
  onReload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
      <p className="text-danger-text">{conflict.message}</p>
      <Button
        className="mt-3"
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onReload().finally(() => setBusy(false));
        }}
      >
        Reload keeping my changes
      </Button>
    </div>
  );
}
