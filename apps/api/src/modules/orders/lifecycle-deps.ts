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
}
