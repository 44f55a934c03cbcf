import { Msg, type Address } from '@vastra/contracts';
import { usePincode } from '@/entities/pincode';
import { cx } from '@vastra/ui/cx';

/** What the courier answers for the chosen address: whether it delivers there, and cash on delivery. */
export function useDelivery(address: Address | null) {
  const check = usePincode(address?.zipcode);
  const answer = check.data;
  return {
    check,
    /** The courier does not deliver there: nothing may be paid or ordered for it. */
    undeliverable: answer?.serviceable === false,
    /** Cash on delivery is offered there (until the answer arrives, as the server will check). */
    codAvailable: answer ? answer.serviceable && answer.cod : true,
  };
}

export const DELIVERY_NOTICE_ID = 'checkout-delivery-notice';

/**
 * The line under the delivery addresses about the chosen one: the delivery time, or why it cannot
 * be delivered to or paid for in cash. It stays while that address is chosen (one line is kept for
 * it, so the steps below do not move when the answer arrives).
 */
export function DeliveryNotice({
  address,
  delivery,
}: {
  address: Address | null;
  delivery: ReturnType<typeof useDelivery>;
}) {
  if (!address) return null;
  const { check } = delivery;
  const answer = check.data;
  let text: string | null = null;
  let tone = 'text-ink-muted';
  if (check.isFetching && !answer) text = `Checking delivery to ${address.zipcode}…`;
  else if (answer && !answer.serviceable) {
    text = `${Msg.pincodeNotServiceable} We cannot deliver to ${address.zipcode}: please choose or add another address.`;
    tone = 'font-medium text-danger-text';
  } else if (answer && !answer.cod) {
    text = `Cash on delivery is not available for pincode ${address.zipcode}. Please pay online.`;
    tone = 'font-medium text-ink';
  } else if (answer?.eta != null)
    text = `Delivery to ${address.zipcode} in ${answer.eta} ${answer.eta === 1 ? 'day' : 'days'}.`;
  return (
    <p
      id={DELIVERY_NOTICE_ID}
      role={answer && (!answer.serviceable || !answer.cod) ? 'alert' : 'status'}
      className={cx('mt-4 min-h-5 text-sm', tone)}
    >
      {text}
    </p>
  );
}
