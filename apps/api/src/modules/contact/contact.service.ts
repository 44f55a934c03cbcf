import { ContactMsg, type ContactBody, type NewsletterBody } from '@vastra/contracts';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { ContactModel } from './contact.model';
import { NewsletterModel } from './newsletter.model';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { recordJob, runRecorded, type JobTable } from '../../lib/jobs/jobs';
import { inTransaction } from '../../lib/transaction';

export interface ContactServiceDeps {
  mailer: Mailer;
  logger: Logger;
  /** The shop's inbox (env SHOP_INBOX). */
  inbox: string;
}

/** One line, no control characters: safe in a mail header. */
const oneLine = (s: string) => s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** The shop's copy of a contact request (the sender is the reply-to). */
function contactMail(inbox: string, doc: { _id: unknown } & ContactBody) {
  return {
    to: inbox,
    replyTo: doc.email,
    subject: `Contact request from ${oneLine(doc.name)}`,
    text: [
      `Name: ${oneLine(doc.name)}`,
      `Email: ${doc.email}`,
      `Phone: ${doc.phone}`,
      `Reference: ${String(doc._id)}`,
      '',
      doc.message,
    ].join('\n'),
  };
}

/** The contact jobs: the shop's mail for a stored request, then `mailed: true` on it. */
export function contactJobs(deps: ContactServiceDeps): JobTable {
  return {
    'contact.mail': async (d) => {
      const doc = await ContactModel.findById(String(d.contactId)).lean();
      if (!doc || doc.mailed) return;
      await deps.mailer.send(contactMail(deps.inbox, doc));
      await ContactModel.updateOne({ _id: doc._id }, { $set: { mailed: true } });
    },
  };
}

/**
 * Stores the request with the job that mails it to the shop's inbox (one transaction, so the
 * request is never lost and never left unsent), then sends it: a mail failure leaves
 * `mailed: false` and the job retried. Returns the mail attempt so callers that care (tests) can
 * await it.
 */
export async function submitContact(
  deps: ContactServiceDeps,
  input: ContactBody,
  meta: { ip?: string } = {},
): Promise<{ id: string; mail: Promise<boolean> }> {
  const { id, job } = await inTransaction(async (session) => {
    const [doc] = await ContactModel.create([{ ...input, ip: meta.ip ?? '' }], { session });
    const contactId = String(doc!._id);
    const job = await recordJob(session, 'contact.mail', {
      key: `contact.mail:${contactId}`,
      contactId,
    });
    return { id: contactId, job };
  });
  const mail = runRecorded([job], contactJobs(deps), deps.logger).then(async () =>
    Boolean((await ContactModel.findById(id, { mailed: 1 }).lean())?.mailed),
  );
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
