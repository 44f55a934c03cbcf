import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsFromSchema, humanise, toBody, toFormValues } from '../lib/schema-fields';

const Body = z.object({
  code: z.string().trim().min(1).max(32),
  description: z.string().max(2000).default(''),
  discountType: z.enum(['percent', 'flat']),
  discountValue: z.coerce.number().min(0),
  maxDiscount: z.number().nullable().default(null),
  validFrom: z.iso.date(),
  active: z.boolean().default(true),
  categories: z.array(z.string()).default([]),
});

describe('fields from a contract schema', () => {
  it('chooses each control from the zod type, in key order, with labels', () => {
    const fields = fieldsFromSchema(Body, { code: { label: 'Code', hint: 'Upper-cased' } });
    expect(fields.map((f) => [f.name, f.control, f.required])).toEqual([
      ['code', 'text', true],
      ['description', 'textarea', false],
      ['discountType', 'select', true],
      ['discountValue', 'number', true],
      ['maxDiscount', 'number', false],
      ['validFrom', 'date', true],
      ['active', 'checkbox', false],
      ['categories', 'list', false],
    ]);
    expect(fields[0]).toMatchObject({ label: 'Code', hint: 'Upper-cased' });
    expect(fields[2]?.options).toEqual(['percent', 'flat']);
    expect(fields[4]?.nullable).toBe(true);
    expect(humanise('minOrderValue')).toBe('Min order value');
  });

  it('leaves hidden keys out', () => {
    expect(fieldsFromSchema(Body, { active: { hidden: true } }).map((f) => f.name)).not.toContain(
      'active',
    );
  });

  it('turns the inputs into a body the schema accepts, and a record back into inputs', () => {
    const fields = fieldsFromSchema(Body);
    const body = toBody(fields, {
      code: 'diwali10',
      description: '',
      discountType: 'percent',
      discountValue: '10',
      maxDiscount: '',
      validFrom: '2026-11-01',
      active: true,
      categories: 'a\nb, c',
    });
    expect(body).toMatchObject({
      discountValue: 10,
      maxDiscount: null,
      categories: ['a', 'b', 'c'],
    });
    const parsed = Body.parse(body);
    expect(parsed.validFrom).toBe('2026-11-01');
    const back = toFormValues(fields, parsed);
    expect(back).toMatchObject({
      code: 'diwali10',
      discountValue: '10',
      maxDiscount: '',
      validFrom: '2026-11-01',
      categories: 'a\nb\nc',
      active: true,
    });
  });
});
