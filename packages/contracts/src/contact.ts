import { z } from 'zod';
import { isEmail } from './account';
import { MessageBodySchema } from './common';
import { Msg } from './messages';
import { PHONE_PATTERN, phoneValue } from './phone';

/**
 * Contact form and newsletter contracts. The contact form's validation messages are shared copy,
 * in `Msg`; the length limits' and the newsletter's are below. E-mail addresses follow the one
 * rule (`isEmail`).
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;

/** API messages of the contact form's length limits and of the newsletter sign-up. */
export const ContactMsg = {
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters.`,
  emailTooLong: `Email must be at most ${CONTACT_EMAIL_MAX} characters.`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters.`,
  newsletterEmailRequired: 'Email is required.',
  newsletterInvalidEmail: 'Please enter a valid email address.',
  newsletterSubscribed: 'Thanks for subscribing to our newsletter!',
  newsletterAlreadySubscribed: "You're already subscribed to our newsletter.",
} as const;

/** A required string whose "missing" message is the given one (also for a non-string value). */
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

const email = (requiredMsg: string, invalidMsg: string) =>
  required(requiredMsg)
    .max(CONTACT_EMAIL_MAX, { error: ContactMsg.emailTooLong })
    .refine(isEmail, { error: invalidMsg })
    .transform((v) => v.toLowerCase());

// ---------- POST /contact ----------
export const ContactBodySchema = z.object({
  name: required(Msg.contactNameRequired).max(CONTACT_NAME_MAX, { error: ContactMsg.nameTooLong }),
  email: email(Msg.contactEmailRequired, Msg.contactInvalidEmail),
  /** An Indian number as people write it (+91, spaces, dashes, a leading 0), stored as 10 digits. */
  phone: required(Msg.contactPhoneRequired)
    .transform(phoneValue)
    .pipe(z.string().regex(PHONE_PATTERN, { error: Msg.contactPhone10 })),
  message: required(Msg.contactMessageRequired).max(CONTACT_MESSAGE_MAX, {
    error: ContactMsg.messageTooLong,
  }),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactInput = z.input<typeof ContactBodySchema>;

/** 201 { success, message: 'Contact request submitted successfully' }. */
export const ContactResponseSchema = MessageBodySchema;
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

// ---------- POST /newsletter ----------
export const NewsletterBodySchema = z.object({
  email: email(ContactMsg.newsletterEmailRequired, ContactMsg.newsletterInvalidEmail),
});
export type NewsletterBody = z.infer<typeof NewsletterBodySchema>;

/** 201 when newly subscribed, 200 with `alreadySubscribed: true` the second time. */
export const NewsletterResponseSchema = MessageBodySchema.extend({
  alreadySubscribed: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
