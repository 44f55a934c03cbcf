import type { AppDeps } from '../deps';
import type { Logger } from '../lib/logger';
import { backInStockJobs } from '../modules/back-in-stock';

/**
 * What every order transition needs from the app (the gateway for refunds, the mailer, the
 * courier for cancelling a booked shipment) and the handlers of jobs other modules record within
 * a transition, so their effects run right after the commit too.
 */
export function lifecycleDeps(deps: AppDeps, logger: Logger = deps.logger) {
  return {
    gateway: deps.payments,
    mailer: deps.mailer,
    logger,
    courier: deps.courier,
    cancelShipment: (awb: string) => deps.courier.cancelShipment(awb),
    otherJobs: backInStockJobs({ mailer: deps.mailer, publicOrigin: deps.env.PUBLIC_ORIGIN }),
  };
}
