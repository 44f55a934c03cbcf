import { Button } from '@vastra/ui/button';
import { Textarea } from '@vastra/ui/input';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';

/**
 * A staff note's form (on a customer or an order): checked with the contracts' schema before it is
 * sent; the server's refusal stays under the field, a success is toasted and clears the field.
 * With `visibleLabel`, a checkbox (unticked each time) lets staff show the note to the customer.
 */
export function NoteForm({
  schema,
  maxLength,
  pending,
  onAdd,
  visibleLabel,
}: {
  schema: ZodType<{ text: string }>;
  maxLength: number;
  pending: boolean;
  /** Sends the note; resolves with the server's message. */
  onAdd: (text: string, visible: boolean) => Promise<string>;
  visibleLabel?: string;
}) {
  const [text, setText] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="mb-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = schema.safeParse({ text });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        onAdd(parsed.data.text, visible).then(
          (message) => {
            toast.success(message);
            setText('');
            setVisible(false);
          },
          (err: unknown) => setError(errorMessage(err)),
        );
      }}
    >
      <Textarea
        label="New note"
        rows={2}
        value={text}
        error={error}
        maxLength={maxLength}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
      />
      {visibleLabel && (
        <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={visible}
            onChange={(e) => setVisible(e.target.checked)}
          />
          {visibleLabel}
        </label>
      )}
      <Button type="submit" size="sm" className="mt-2" disabled={pending}>
        Add note
      </Button>
    </form>
  );
}
