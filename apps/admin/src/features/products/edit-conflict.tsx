import { Button } from '@vastra/ui/button';
import type { ProductInput } from '@vastra/contracts/admin/catalogue';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/** A save refused because someone else saved the product meanwhile: their message and fields. */
export interface EditConflict {
  message: string;
  /** The form fields they changed. */
  fields: string[];
}

/** The conflict in an API refusal, if it is one. */
export function editConflictOf(err: unknown): EditConflict | null {
  if (!(err instanceof ApiError) || err.code !== 'EDIT_CONFLICT') return null;
  const issues = (err.body as { issues?: { path?: unknown }[] } | undefined)?.issues ?? [];
  return {
    message: err.message,
    fields: issues.map((i) => String(i.path ?? '')).filter(Boolean),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What the form carries for the server's checks, never the user's own change. */
const BOOKKEEPING = new Set(['versionSeen', 'inventorySeen']);

/**
 * Loads the product as saved now and keeps, on top of it, every field the user changed that the
 * other person did not; the fields both changed show the saved values (theirs was saved first).
 */
export async function reloadKeepingMine(
  form: UseFormReturn<ProductInput, unknown, unknown>,
  conflict: EditConflict,
  fresh: ProductInput,
): Promise<void> {
  const mine = form.getValues() as Record<string, unknown>;
  const opened = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  const theirs = new Set(conflict.fields);
  const kept = Object.keys(mine).filter(
    (k) => !BOOKKEEPING.has(k) && !theirs.has(k) && !same(mine[k], opened[k]),
  );
  form.reset(fresh);
  for (const k of kept) form.setValue(k as never, mine[k] as never, { shouldDirty: true });
}

/** The refusal, stated, with the way forward: reload keeping the user's other changes. */
export function EditConflictNotice({
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
