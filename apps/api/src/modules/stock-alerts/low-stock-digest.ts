import type { LowStockRow } from '@vastra/contracts/admin/low-stock';
import { shopDay } from '@vastra/contracts/shop-time';
import type { Types } from 'mongoose';
import { emailHtml, escapeHtml, SHOP_NAME } from '../../lib/email';
import { recordJob, runRecorded, type JobTable } from '../../lib/jobs/jobs';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { inTransaction } from '../../lib/transaction';
import { staffAlertRecipient, staffToAlert } from '../staff';
import { lowStockRows } from './low-stock.service';

/**
 * The daily low-stock digest: once a day (India's day) the shop's inbox and every active staff
 * member who turned the digest on get the sizes at or below their threshold, most urgent first,
 * each linked to its product in the back office. Nothing is sent on a day nothing is low. Each
 * recipient's mail is a job keyed by the day, so however many API processes run the schedule,
 * each recipient gets one digest a day.
 */

const DIGEST_JOB = 'stock.low-stock-digest';
/** Rows listed in one mail; the rest are on the back office's low-stock page. */
const MAX_ROWS = 200;

export interface LowStockDigestDeps {
  mailer: Mailer;
  logger: Logger;
  shopInbox: string;
  /** The shop's origin; the back office is under `/admin`. */
  publicOrigin: string;
}

const stockText = (r: LowStockRow) => (r.stock === 0 ? 'Sold out' : `${r.stock} left`);

/** The digest's mail for `day` (YYYY-MM-DD in India). */
export function lowStockDigestEmail(rows: readonly LowStockRow[], day: string, origin: string) {
  const admin = `${origin}/admin`;
  const shown = rows.slice(0, MAX_ROWS);
  const soldOut = rows.filter((r) => r.stock === 0).length;
  const subject = `Low stock on ${day}: ${rows.length} size${rows.length === 1 ? '' : 's'}${soldOut ? `, ${soldOut} sold out` : ''}`;
  const line = (r: LowStockRow) =>
    `${stockText(r)}: ${r.name}${r.size ? ` (size ${r.size})` : ''}, low at ${r.threshold}`;
  const more =
    rows.length > shown.length
      ? [`And ${rows.length - shown.length} more on the low-stock page: ${admin}/low-stock`]
      : [];
  const intro = 'These sizes are at or below their low-stock threshold, most urgent first.';
  const text = [
    intro,
    '',
    ...shown.map((r) => `${line(r)}\n  ${admin}/products/${r.productId}`),
    ...more,
    '',
    `— ${SHOP_NAME}`,
  ].join('\n');
  const html = emailHtml(
    [
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...shown.map(
        (r) =>
          `<li><a href="${escapeHtml(`${admin}/products/${r.productId}`)}">${escapeHtml(line(r))}</a></li>`,
      ),
      '</ul>',
      ...more.map((m) => `<p>${escapeHtml(m)}</p>`),
    ].join('\n'),
  );
  return { subject, text, html };
}

/**
 * Records the day's digest jobs, one per recipient, when anything is low; answers the new jobs'
 * ids (none when nothing is low or the day's digest was recorded already).
 */
export async function recordLowStockDigest(day: string): Promise<(Types.ObjectId | null)[]> {
  const { rows } = await lowStockRows();
  if (rows.length === 0) return [];
  return inTransaction(async (session) => {
    const ids = [
      await recordJob(session, 'stock.low-stock-digest', {
        key: `${DIGEST_JOB}:${day}:shop`,
        day,
        to: 'shop',
      }),
    ];
    for (const staff of await staffToAlert('lowStockDigest', session))
      ids.push(
        await recordJob(session, 'stock.low-stock-digest', {
          key: `${DIGEST_JOB}:${day}:${staff.id}`,
          day,
          to: 'staff',
          staffId: staff.id,
        }),
      );
    return ids;
  });
}

/** The digest job's handler: the low sizes as they are when it goes (none left: no mail). */
export function lowStockDigestJobs(deps: LowStockDigestDeps): JobTable {
  return {
    [DIGEST_JOB]: async (d) => {
      const to =
        d.to === 'shop'
          ? deps.shopInbox
          : (await staffAlertRecipient(String(d.staffId), 'lowStockDigest'))?.email;
      if (!to) return;
      const { rows } = await lowStockRows();
      if (rows.length === 0) return;
      await deps.mailer.send({
        to,
        ...lowStockDigestEmail(rows, String(d.day), deps.publicOrigin),
      });
    },
  };
}

/** The scheduled run: records today's digest and sends it; answers how many mails it recorded. */
export async function runLowStockDigest(
  deps: LowStockDigestDeps,
  now = new Date(),
): Promise<number> {
  const ids = await recordLowStockDigest(shopDay(now));
  await runRecorded(ids, lowStockDigestJobs(deps), deps.logger);
  return ids.filter(Boolean).length;
}

/** Agenda's schedule for the digest: every day at `hour`:00 in India. */
export const lowStockDigestCron = (hour: number) => `0 ${hour} * * *`;
