import { Msg, type ContactInput } from '@vastra/contracts';

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form's inline rules (spec §5), in field order. */
export function validateContact(v: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = Msg.contactNameRequired;
  if (!v.email.trim()) errors.email = Msg.contactEmailRequired;
  else if (!EMAIL.test(v.email.trim())) errors.email = Msg.contactInvalidEmail;
  const phone = v.phone.replace(/[\s-]/g, '');
  if (!phone) errors.phone = Msg.contactPhoneRequired;
  else if (!/^\d{10}$/.test(phone)) errors.phone = Msg.contactPhone10;
  if (!v.message.trim()) errors.message = Msg.contactMessageRequired;
  return errors;
}
