import { describe, expect, it } from 'vitest';
import { CreditNoteNumberSchema, financialYear, taxDocumentNumber } from './tax-documents';

describe('GST document numbers', () => {
  it('run by financial year, April to March, on India’s calendar', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26'); // 23:59 IST
    expect(financialYear(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27'); // 1 April IST
    expect(financialYear(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('are at most 16 characters, one series for invoices and one for credit notes', () => {
    expect(taxDocumentNumber('invoice', '2026-27', 1)).toBe('VST/26-27/000001');
    expect(taxDocumentNumber('credit-note', '2026-27', 42)).toBe('VCN/26-27/000042');
    expect(taxDocumentNumber('invoice', '2026-27', 999_999)).toHaveLength(16);
    expect(CreditNoteNumberSchema.safeParse('VCN/26-27/000042').success).toBe(true);
    expect(CreditNoteNumberSchema.safeParse('VST/26-27/000042').success).toBe(false);
  });
});
