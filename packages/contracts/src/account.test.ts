import { describe, expect, it } from 'vitest';
import {
  AccountMsg,
  addressRules,
  AddressBodySchema,
  changePasswordFormRules,
  fieldErrors,
  firstError,
  ForgotPasswordBodySchema,
  isEmail,
  isValidDob,
  RegisterBodySchema,
  registerRules,
  resetPasswordFormRules,
  todayInIndia,
  utf8Length,
} from './account';
import { ContactBodySchema, NewsletterBodySchema } from './contact';
import { Msg } from './messages';

describe('account form rules (shared by the web forms and the API)', () => {
  it('register: the contract order, one message per field', () => {
    const base = { name: '', email: '', phone: '', password: '' };
    expect(firstError(registerRules, base)).toBe(Msg.nameRequired);
    expect(firstError(registerRules, { ...base, name: 'A' })).toBe(Msg.emailRequired);
    expect(firstError(registerRules, { ...base, name: 'A', email: 'a@' })).toBe(Msg.invalidEmail);
    expect(firstError(registerRules, { ...base, name: 'A', email: 'a@b.in' })).toBe(Msg.phone10);
    expect(
      firstError(registerRules, { name: 'A', email: 'a@b.in', phone: '9876543210', password: '' }),
    ).toBe(Msg.passwordRequired);
    expect(
      firstError(registerRules, {
        name: 'A',
        email: 'a@b.in',
        phone: '9876543210',
        password: '12345',
      }),
    ).toBe(Msg.password6);
    expect(
      firstError(registerRules, {
        name: 'A',
        email: 'a@b.in',
        phone: '9876543210',
        password: '123456',
      }),
    ).toBeNull();
    expect(fieldErrors(registerRules, base)).toEqual({
      name: Msg.nameRequired,
      email: Msg.emailRequired,
      phone: Msg.phone10,
      password: Msg.passwordRequired,
    });
  });

  it('change password: form order and helper order', () => {
    const v = { oldPassword: 'old-pass1', newPassword: 'short', confirmNewPassword: '' };
    expect(fieldErrors(changePasswordFormRules, v)).toEqual({
      newPassword: Msg.newPassword8,
      confirmNewPassword: Msg.confirmNewRequired,
    });
    expect(
      firstError(changePasswordFormRules, {
        ...v,
        newPassword: 'old-pass1',
        confirmNewPassword: 'old-pass1',
      }),
    ).toBe(Msg.newPasswordDifferent);
    expect(
      firstError(changePasswordFormRules, {
        ...v,
        newPassword: 'new-pass1',
        confirmNewPassword: 'new-pass2',
      }),
    ).toBe(Msg.newConfirmMismatch);
  });

  it('reset password form: both required, match, then at least 6', () => {
    expect(firstError(resetPasswordFormRules, { newPassword: 'abc', confirmPassword: '' })).toBe(
      Msg.bothFieldsRequired,
    );
    expect(firstError(resetPasswordFormRules, { newPassword: 'abc', confirmPassword: 'abd' })).toBe(
      Msg.passwordsDoNotMatch,
    );
    expect(firstError(resetPasswordFormRules, { newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      Msg.resetPassword6,
    );
    expect(
      firstError(resetPasswordFormRules, { newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toBeNull();
  });

  it('address: required fields first, then phone, then zipcode; country defaults to India', () => {
    const v = {
      address: 'a',
      city: 'c',
      state: 's',
      country: 'India',
      phone: '1',
      landmark: '',
      zipcode: '1',
    };
    expect(firstError(addressRules, { ...v, city: '' })).toBe(Msg.addressRequiredFields);
    expect(firstError(addressRules, v)).toBe(Msg.addressPhone);
    expect(firstError(addressRules, { ...v, phone: '9876543210' })).toBe(Msg.addressZip);
    const parsed = AddressBodySchema.parse({
      ...v,
      country: ' ',
      phone: '9876543210',
      zipcode: '560001',
    });
    expect(parsed.country).toBe('India');
  });

  it('counts password bytes like UTF-8 and checks birthdays', () => {
    const bytes: [string, number][] = [
      ['abc', 3],
      ['é', 2],
      ['€', 3],
      ['😀', 4],
      ['हिन्दी', 18],
      ['\ud800', 3],
    ];
    for (const [s, n] of bytes) expect(utf8Length(s)).toBe(n);
    expect(isValidDob('2000-02-29')).toBe(true);
    expect(isValidDob('1999-02-29')).toBe(false);
    expect(isValidDob('1899-12-31')).toBe(false);
    expect(todayInIndia(new Date('2025-01-01T20:00:00Z'))).toBe('2025-01-02');
    expect(AccountMsg.passwordTooLong).toContain('72');
  });
});

describe('one e-mail rule', () => {
  const contact = { name: 'Asha', phone: '9876543210', message: 'Hi' };
  const register = { name: 'Asha', phone: '9876543210', password: 'secret1' };
  const refused = ['a..b@c.de', '.a@b.in', 'a.@b.in', 'a@b', 'a@b.c', 'a b@c.de'];
  const accepted = ['a.b@c.de', 'Asha+shop@mail.co.in', "o'neil@example.com"];

  it.each(refused)('refuses %s everywhere an address is taken', (email) => {
    expect(isEmail(email)).toBe(false);
    expect(firstError(registerRules, { ...register, email })).toBe(Msg.invalidEmail);
    expect(RegisterBodySchema.safeParse({ ...register, email }).success).toBe(false);
    expect(ForgotPasswordBodySchema.safeParse({ email }).success).toBe(false);
    const c = ContactBodySchema.safeParse({ ...contact, email });
    expect(c.success).toBe(false);
    expect(c.error?.issues[0]?.message).toBe(Msg.contactInvalidEmail);
    expect(NewsletterBodySchema.safeParse({ email }).success).toBe(false);
  });

  it.each(accepted)('accepts %s everywhere an address is taken', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(RegisterBodySchema.safeParse({ ...register, email }).success).toBe(true);
    expect(ContactBodySchema.safeParse({ ...contact, email }).success).toBe(true);
    expect(NewsletterBodySchema.safeParse({ email }).success).toBe(true);
  });
});
