/**
 * How a reviewed garment fits, as its reviewer answered (optional on a review), and the note the
 * product page draws from the answers once enough reviewers gave one. No schemas here: the product
 * page evaluates this file at load without zod (`review-fit.ts` has the schemas and re-exports it).
 */
export const FIT_ANSWERS = ['small', 'true', 'large'] as const;
export type FitAnswer = (typeof FIT_ANSWERS)[number];

export const FIT_ANSWER_LABELS: Record<FitAnswer, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

export const FitMsg = {
  invalid: 'Fit must be one of: Runs small, True to size or Runs large.',
} as const;

/** Fewer answers than this and the product page says nothing about fit. */
export const FIT_NOTE_MIN_ANSWERS = 3;

/**
 * The one-line fit note, or null below `FIT_NOTE_MIN_ANSWERS` answers. The most given answer
 * speaks: "runs small/large" with advice to size up/down, or "true to size" with its share. A
 * tie with "true to size" counts as true to size; a tie between small and large is a split.
 */
export function fitNote(
  counts: Readonly<Record<FitAnswer, number>> | null | undefined,
): string | null {
  if (!counts) return null;
  const total = counts.small + counts.true + counts.large;
  if (total < FIT_NOTE_MIN_ANSWERS) return null;
  if (counts.true >= counts.small && counts.true >= counts.large) {
    return `True to size, say ${Math.round((counts.true / total) * 100)}% of reviewers`;
  }
  if (counts.small > counts.large) return 'Most shoppers say this runs small — consider a size up';
  if (counts.large > counts.small)
    return 'Most shoppers say this runs large — consider a size down';
  return 'Shoppers are split on the fit — check the size guide';
}
