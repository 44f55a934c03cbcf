import type { JobTable } from '../../lib/jobs/jobs';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { PaymentGateway } from '../../lib/ports';

/** What applying a transition needs from the outside world (its effects after commit). */
export interface LifecycleDeps {
  gateway: PaymentGateway;
  mailer: Mailer;
  logger: Logger;
  /** Called after a cancellation commits for an order with a booked shipment. */
  cancelShipment?: (awb: string) => Promise<void>;
  /**
   * Handlers for jobs other modules record inside a transition (the back-in-stock alert when a
   * cancellation or return brings a sold-out size back), run right after the commit like the
   * order's own; without one, the worker runs the job once its lock lapses.
   */
  otherJobs?: JobTable;
}
