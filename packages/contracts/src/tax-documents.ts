import { z } from 'zod';
import { ObjectIdSchema } from './common';
import { shopDay } from './shop-time';

/**
 * The numbering of the shop's GST documents. Tax invoices and credit notes each have their own
 * series per financial year (April to March, on India's calendar), numbered consecutively from 1
 * with no gaps: `VST/26-27/000001` is the first invoice of the year 2026-27, `VCN/26-27/000001`
 * its first credit note. A GST document number may have at most 16 characters (letters, digits,
 * `-` and `/`), hence the two-digit years.
 */

export const TAX_SERIES = ['invoice', 'credit-note'] as const;
export type TaxSeries = (typeof TAX_SERIES)[number];

export const TAX_SERIES_PREFIX: Record<TaxSeries, string> = {
  invoice: 'VST',
  'credit-note': 'VCN',
};

/** The financial year an instant falls in, on India's calendar: "2026-27" from 1 April 2026. */
export function financialYear(at: Date): string {
  const day = shopDay(at);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A document's number: prefix, the financial year's two two-digit years, six-digit sequence. */
export function taxDocumentNumber(series: TaxSeries, year: string, seq: number): string {
  return `${TAX_SERIES_PREFIX[series]}/${year.slice(2)}/${String(seq).padStart(6, '0')}`;
}

export const CreditNoteNumberSchema = z
  .string()
  .trim()
  .regex(/^VCN\/\d{2}-\d{2}\/\d{6}$/, { error: 'Credit note not found.' });

/** `/orders/:id/credit-notes/:number`: the number URI-encoded (its slashes as `%2F`). */
export const CreditNoteParamsSchema = z.object({
  id: ObjectIdSchema,
  number: CreditNoteNumberSchema,
});

export const TaxDocumentMsg = {
  notConfirmed: 'An invoice is issued once the order is confirmed.',
  creditNoteNotFound: 'Credit note not found.',
} as const;

/** The file name a document downloads as: `VST/26-27/000001` → `VST-26-27-000001.pdf`. */
export const taxDocumentFileName = (number: string): string => `${number.replace(/\//g, '-')}.pdf`;
