import {
  EXCHANGE_STATUSES,
  EXCHANGE_STATUS_WORDING,
  type ExchangeStatus,
} from '@vastra/contracts/exchange';
import type { Types } from 'mongoose';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import { recordJob, type JobTable } from '../../lib/jobs/jobs';
import type { Mailer } from '../../lib/mailer';
import type { ClientSession } from '../../lib/transaction';
import { mailContact } from '../users';
import type { ExchangeLean } from './exchange.model';
import { findExchange } from './exchanges.data';

/**
 * The shopper's e-mail at each state of an exchange, recorded as a job in the transaction of the
 * change (so it goes at least once, and never for a change that rolled back); the timeline's
 * length names the change, so a replay records nothing new.
 */

const EXCHANGE_MAIL_JOB = 'exchange.mail';

export function recordExchangeMail(
  x: ExchangeLean,
  session: ClientSession,
): Promise<Types.ObjectId | null> {
  const id = String(x._id);
  return recordJob(session, 'exchange.mail', {
    key: `${EXCHANGE_MAIL_JOB}:${id}:${x.timeline.length}`,
    exchangeId: id,
    status: x.status,
  });
}

/** The e-mail for an exchange in `status`, in the order page's words. */
export function exchangeEmail(name: string, x: ExchangeLean, status: ExchangeStatus) {
  const ref = String(x.order).slice(-8).toUpperCase();
  const what = `${x.name} (size ${x.fromSize} for size ${x.toSize})`;
  const lines: Record<ExchangeStatus, string[]> = {
    'Exchange requested': [
      `We have your request to exchange ${what}.`,
      `We are keeping size ${x.toSize} for you while we look at it.`,
    ],
    'Exchange approved': [
      `Your exchange of ${what} is approved.`,
      'Our courier partner will pick the item up from your address. Please keep it unworn, with its tags.',
    ],
    'Picked up': [`We have picked up your ${x.name} in size ${x.fromSize}.`],
    'Replacement shipped': [
      `Your ${x.name} in size ${x.toSize} is on its way${x.shipment ? ` with ${x.shipment.courier} (AWB ${x.shipment.awb})` : ''}.`,
    ],
    'Exchange completed': [`Your exchange of ${what} is complete. Enjoy the new fit!`],
    'Exchange rejected': [
      `We could not accept your exchange of ${what}.`,
      ...(x.rejectReason ? [`Reason: ${x.rejectReason}`] : []),
      'You may still return the item within the return window from Your Orders.',
    ],
  };
  const subject = `${EXCHANGE_STATUS_WORDING[status].split(' — ')[0]}: your ${SHOP_NAME} order ${ref}`;
  const body = lines[status];
  const hello = `Hello ${name},`;
  const text = [hello, '', ...body, '', `— ${SHOP_NAME}`].join('\n');
  const html = emailHtml([hello, ...body].map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'));
  return { subject, text, html };
}

const isStatus = (s: unknown): s is ExchangeStatus =>
  (EXCHANGE_STATUSES as readonly unknown[]).includes(s);

/** The exchange jobs' handlers (the worker's table and the run right after the commit). */
export function exchangeJobs(deps: { mailer: Mailer }): JobTable {
  return {
    [EXCHANGE_MAIL_JOB]: async (d) => {
      const x = await findExchange(String(d.exchangeId));
      if (!x || !isStatus(d.status)) return;
      const user = await mailContact(x.user);
      if (user)
        await deps.mailer.send({ to: user.email, ...exchangeEmail(user.name, x, d.status) });
    },
  };
}
