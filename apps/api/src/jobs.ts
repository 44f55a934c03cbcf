import type { AppDeps } from './deps';
import type { JobTable } from './lib/jobs/jobs';
import type { RecurringJob } from './lib/jobs/worker';
import { backInStockJobs } from './modules/back-in-stock';
import { contactJobs } from './modules/contact';
import { exchangeJobs } from './modules/exchanges';
import { fulfilmentDeps } from './flows/fulfilment.router';
import { runFulfilmentSweep } from './flows/fulfilment';
import { orderJobs } from './modules/orders';
import { refundUnusedPayments } from './flows/unused-payment-refunds';
import { paymentJobs } from './modules/payments';
import { sweepUnusedUploads } from './modules/uploads';
import { lowStockDigestCron, lowStockDigestJobs, runLowStockDigest } from './modules/stock-alerts';
import { SHOP_TIME_ZONE } from '@vastra/contracts/shop-time';
import { phoneCodeJobs, userJobs } from './modules/users';

/** Every job the API records, by name, with what runs it (the worker's table). */
export function jobTable(deps: AppDeps): JobTable {
  return {
    ...orderJobs({
      mailer: deps.mailer,
      cancelShipment: (awb) => deps.courier.cancelShipment(awb),
      shopInbox: deps.env.SHOP_INBOX,
    }),
    ...exchangeJobs(deps),
    ...userJobs(deps),
    ...phoneCodeJobs(deps),
    ...contactJobs({ mailer: deps.mailer, logger: deps.logger, inbox: deps.env.SHOP_INBOX }),
    ...paymentJobs(deps),
    ...backInStockJobs({ mailer: deps.mailer, publicOrigin: deps.env.PUBLIC_ORIGIN }),
    ...lowStockDigestJobs(digestDeps(deps)),
  };
}

const digestDeps = (deps: AppDeps) => ({
  mailer: deps.mailer,
  logger: deps.logger,
  shopInbox: deps.env.SHOP_INBOX,
  publicOrigin: deps.env.PUBLIC_ORIGIN,
});

const MINUTE = 60_000;

/** How often the fulfilment sweep runs: at least every 30 s, faster with a quick simulated courier. */
export function fulfilmentEveryMs(deps: AppDeps): number {
  return Math.min(30_000, Math.max(500, Math.floor(deps.env.COURIER_SIM_STEP_MS / 2)));
}

/**
 * The sweeps, each run by one API process at a time on its schedule:
 * - refunds of payments no order used (items sold out meanwhile, tab closed after paying);
 * - fulfilment: auto-confirmation, courier bookings and tracking, returns, refund retries;
 * - uploaded images nothing refers to any more, deleted a day after their upload at the earliest;
 * - the daily low-stock digest, at LOW_STOCK_DIGEST_HOUR in India (once a day however many
 *   processes run it: each mail is a job keyed by the day).
 */
export function recurringJobs(deps: AppDeps): RecurringJob[] {
  const { logger } = deps;
  const fulfilment = fulfilmentDeps(deps);
  return [
    {
      name: 'sweep.refunds',
      everyMs: 5 * MINUTE,
      lockMs: 10 * MINUTE,
      run: async () => {
        const r = await refundUnusedPayments(deps.payments, logger, new Date(), 50, deps.mailer);
        if (r.refunded + r.failed > 0) logger.info(r, 'refund sweep');
      },
    },
    {
      name: 'sweep.fulfilment',
      everyMs: fulfilmentEveryMs(deps),
      lockMs: 10 * MINUTE,
      run: async () => {
        const r = await runFulfilmentSweep(fulfilment);
        if (Object.values(r).some((n) => n > 0)) logger.info(r, 'fulfilment sweep');
      },
    },
    {
      name: 'sweep.uploads',
      everyMs: 24 * 60 * MINUTE,
      lockMs: 10 * MINUTE,
      skipImmediate: true,
      run: async () => {
        const r = await sweepUnusedUploads({ dir: deps.uploadDir });
        if (r.removed.length > 0) logger.info(r, 'unused uploads deleted');
      },
    },
    {
      name: 'sweep.low-stock-digest',
      everyMs: 24 * 60 * MINUTE,
      at: { cron: lowStockDigestCron(deps.env.LOW_STOCK_DIGEST_HOUR), timezone: SHOP_TIME_ZONE },
      lockMs: 10 * MINUTE,
      skipImmediate: true,
      run: async () => {
        const sent = await runLowStockDigest(digestDeps(deps));
        if (sent > 0) logger.info({ sent }, 'low-stock digest');
      },
    },
  ];
}
