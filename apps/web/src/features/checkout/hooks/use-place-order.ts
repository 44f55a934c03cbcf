import {
  Msg,
  type Cart,
  type CreatePaymentOrderResponse,
  type PaymentMethod,
  type PlaceOrderBody,
} from '@vastra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { cartQueryKey } from '@/entities/cart';
import { ordersQueryKey } from '@/entities/order';
import { errorMessage } from '@/lib/api-client';
import { session } from '@/lib/session';
import { createPaymentOrder } from '../api/create-payment-order';
import { placeOrder } from '../api/place-order';
import { verifyPayment } from '../api/verify-payment';
import type { GatewayResult } from '../lib/gateway';
import { newIdempotencyKey } from '../lib/idempotency';
import { openRazorpay } from '../lib/razorpay';

/** The stand-in dialog's session: the simulated order and how to report its outcome. */
export interface SimulatedPayment {
  order: CreatePaymentOrderResponse;
  finish: (result: GatewayResult) => void;
}

/** A failure whose message is already the one to show. */
class CheckoutError extends Error {}

const step = async <T>(run: () => Promise<T>, fallback: string): Promise<T> => {
  try {
    return await run();
  } catch (err) {
    throw new CheckoutError(errorMessage(err, fallback));
  }
};

const emptyCart = (cart: Cart | undefined): Cart | undefined =>
  cart && { ...cart, items: [], count: 0, subtotal: 0, shipping: 0, total: 0 };

/**
 * Place Order. Online: create the payment order on the server, open Razorpay Checkout (or the
 * simulated gateway's stand-in dialog), verify, create the order. COD: create the order. Then the
 * bag is emptied and the shopper lands on /account/orders (replacing the checkout in the history). One `Idempotency-Key` per attempt, and
 * a second click while an attempt runs does nothing.
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  /** An order was placed: the bag is empty because of it, and the page is on its way out. */
  const [placed, setPlaced] = useState(false);
  /** The last attempt's failure, shown by Place Order until the next attempt (toasts go in a second). */
  const [failure, setFailure] = useState<string | null>(null);
  const [simulated, setSimulated] = useState<SimulatedPayment | null>(null);
  const running = useRef(false);

  const openGateway = useCallback((order: CreatePaymentOrderResponse): Promise<GatewayResult> => {
    if (!order.simulated) {
      const { user } = session.get();
      return openRazorpay(order, { name: user?.name, email: user?.email, contact: user?.phone });
    }
    return new Promise<GatewayResult>((resolve) => {
      setSimulated({
        order,
        finish: (result) => {
          setSimulated(null);
          resolve(result);
        },
      });
    });
  }, []);

  const succeed = useCallback(
    async (message: string) => {
      setPlaced(true);
      qc.setQueryData<Cart | undefined>(cartQueryKey, emptyCart);
      void qc.invalidateQueries({ queryKey: cartQueryKey });
      void qc.invalidateQueries({ queryKey: ordersQueryKey });
      toast.success(message, ACCOUNT_TOAST_MS);
      // In place of the checkout: Back from My Orders goes to the (now empty) bag, never to a
      // checkout with nothing to place.
      await navigate('/account/orders', { replace: true });
    },
    [qc, navigate],
  );

  const submit = useCallback(
    async (input: {
      lines: PlaceOrderBody['products'];
      addressId: string;
      paymentMethod: PaymentMethod;
      /** The coupon the shopper saw applied; the server checks it again. */
      couponCode?: string | undefined;
    }) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setFailure(null);
      const key = newIdempotencyKey();
      const base = {
        products: input.lines,
        addressId: input.addressId,
        currency: 'INR' as const,
        ...(input.couponCode ? { couponCode: input.couponCode } : {}),
      };
      try {
        if (input.paymentMethod === 'COD') {
          await step(
            () => placeOrder({ ...base, paymentMethod: 'COD' }, key, Msg.codOrderFailed),
            Msg.codOrderFailed,
          );
          await succeed(Msg.orderPlacedCod);
          return;
        }
        const order = await step(() => createPaymentOrder(input.addressId), Msg.paymentInitFailed);
        let result: GatewayResult;
        try {
          result = await openGateway(order);
        } catch {
          throw new CheckoutError(Msg.paymentInitFailed);
        }
        if (result.kind === 'dismissed') {
          toast.info(Msg.paymentCancelled, ACCOUNT_TOAST_MS);
          return;
        }
        if (result.kind === 'failed') {
          const message = Msg.paymentFailed(result.description);
          setFailure(message);
          toast.error(message, ACCOUNT_TOAST_MS);
          return;
        }
        await step(() => verifyPayment(result.payment), Msg.paymentVerificationFailed);
        await step(
          () =>
            placeOrder(
              { ...base, paymentMethod: 'Online', ...result.payment },
              key,
              Msg.orderCreationFailed,
            ),
          Msg.orderCreationFailed,
        );
        await succeed(Msg.orderPlaced);
      } catch (err) {
        const message = err instanceof CheckoutError ? err.message : Msg.paymentOrOrderFailed;
        setFailure(message);
        toast.error(message, ACCOUNT_TOAST_MS);
        // A refusal may have changed the bag on the server (e.g. a coupon dropped): show it as it is.
        void qc.invalidateQueries({ queryKey: cartQueryKey });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [openGateway, succeed, qc],
  );

  return { submit, busy, placed, failure, simulated };
}
