import { fitNote, type FitCounts } from '@vastra/contracts';

/** One line on how the garment fits, from its reviewers' answers (nothing below three of them). */
export function FitNote({ fit }: { fit: FitCounts | undefined }) {
  const note = fitNote(fit);
  if (!note) return null;
  return (
    <p data-testid="fit-note" className="mb-3 text-sm text-ink">
      <span className="font-semibold">Fit: </span>
      {note}
    </p>
  );
}
