import { describe, expect, it } from 'vitest';
import { AddressBodySchema, RegisterBodySchema, UpdateProfileBodySchema } from './account';
import { ContactBodySchema } from './contact';
import { Msg } from './messages';
import { normalisePhone, phoneInput } from './phone';

describe('Indian phone numbers', () => {
  it('reads the ways people write a number as its 10 digits', () => {
    for (const typed of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '91 98765 43210',
      '0091 98765 43210',
      '098765 43210',
      '09876543210',
      '(98765) 43210',
      ' 98765-43210 ',
    ])
      expect(normalisePhone(typed), typed).toBe('9876543210');
  });

  it('refuses anything else instead of cutting it to 10 digits', () => {
    for (const typed of [
      '',
      '98765 4321',
      '+1 415 555 0100',
      '+91 98765 432101',
      '9876543210x',
      'nine876543210',
      '0987654321',
      '+91 0987654321',
      '98765+43210',
    ])
      expect(normalisePhone(typed), typed).toBeNull();
  });

  it('keeps the stored numbers valid (the seed accounts and older data are 10 digits)', () => {
    expect(normalisePhone('5550100001')).toBe('5550100001');
  });

  it('register, profile, address and contact all store the canonical number', () => {
    const account = { name: 'A', email: 'a@b.in', password: 'secret1' };
    expect(RegisterBodySchema.parse({ ...account, phone: '+91 98765 43210' }).phone).toBe(
      '9876543210',
    );
    expect(UpdateProfileBodySchema.parse({ ...account, phone: '098765-43210' }).phone).toBe(
      '9876543210',
    );
    const address = { address: 'MG Road', city: 'Pune', state: 'MH', zipcode: '411001' };
    expect(AddressBodySchema.parse({ ...address, phone: '+91 98765 43210' }).phone).toBe(
      '9876543210',
    );
    expect(
      ContactBodySchema.parse({
        name: 'A',
        email: 'a@b.in',
        message: 'Hi',
        phone: '+91 98765 43210',
      }).phone,
    ).toBe('9876543210');
  });

  it('a number with a digit too many is refused with the form message, not truncated', () => {
    const r = RegisterBodySchema.safeParse({
      name: 'A',
      email: 'a@b.in',
      password: 'secret1',
      phone: '+91 98765 432101',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(Msg.phone10);
  });

  it('the input keeps what a number is written with and drops the rest', () => {
    expect(phoneInput('+91 98765-43210')).toBe('+91 98765-43210');
    expect(phoneInput('+91 abc98765')).toBe('+91 98765');
  });
});
