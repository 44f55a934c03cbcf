import { ContactMsg, type ContactBody, type NewsletterBody } from '@vastra/contracts';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { ContactModel } from './contact.model';
import { NewsletterModel } from './newsletter.model';
import { isDuplicateKey } from '../../lib/mongo-errors';

export interface ContactServiceDeps {
  mailer: Mailer;
  logger: Logger;
  /** The shop's inbox (env SHOP_INBOX). */
  inbox: string;
}

/** One line, no control characters: safe in a mail header. */
const oneLine = (s: string) => s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * Stores the request first (so it is never lost), then notifies the shop's inbox in the
 * background: a mail failure is logged and leaves `mailed: false` for a later resend. Returns
 * the mail attempt so callers that care (tests) can await it.
 */
export async function submitContact(
  deps: ContactServiceDeps,
  input: ContactBody,
  meta: { ip?: string } = {},
): Promise<{ id: string; mail: Promise<boolean> }> {
  const doc = await ContactModel.create({ ...input, ip: meta.ip ?? '' });
  const id = String(doc._id);
  const mail = deps.mailer
    .send({
      to: deps.inbox,
      replyTo: input.email,
      subject: `Contact request from ${oneLine(input.name)}`,
      text: [
        `Name: ${oneLine(input.name)}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone}`,
        `Reference: ${id}`,
        '',
        input.message,
      ].join('\n'),
    })
    .then(async () => {
      await ContactModel.updateOne({ _id: doc._id }, { $set: { mailed: true } });
      return true;
    })
    .catch((err: unknown) => {
      deps.logger.error({ err, contactId: id }, 'contact request stored but the shop mail failed');
      return false;
    });
  return { id, mail };
}

/** Subscribes an e-mail once; a repeat (including a concurrent one) is reported, not an error. */
export async function subscribe(
  input: NewsletterBody,
): Promise<{ alreadySubscribed: boolean; message: string }> {
  try {
    await NewsletterModel.create({ email: input.email });
    return { alreadySubscribed: false, message: ContactMsg.newsletterSubscribed };
  } catch (err) {
    if (isDuplicateKey(err)) {
      return { alreadySubscribed: true, message: ContactMsg.newsletterAlreadySubscribed };
    }
    throw err;
  }
}
