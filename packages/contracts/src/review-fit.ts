import { z } from 'zod';
import { FIT_ANSWERS, FitMsg } from './review-fit-note';

export { FIT_ANSWER_LABELS, FIT_ANSWERS, FitMsg, fitNote, type FitAnswer } from './review-fit-note';

/** The review's optional fit field: absent, empty or `none` mean no answer. */
export const reviewFitField = z.preprocess(
  (v) => (v === '' || v === null || v === 'none' ? undefined : v),
  z.enum(FIT_ANSWERS, { error: FitMsg.invalid }).optional(),
);

/** How many visible reviews gave each fit answer. */
export const FitCountsSchema = z.object({
  small: z.number().int().min(0),
  true: z.number().int().min(0),
  large: z.number().int().min(0),
});
export type FitCounts = z.infer<typeof FitCountsSchema>;
