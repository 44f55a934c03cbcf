import {
  AccountMsg,
  type Cart,
  checkoutTotals,
  DEFAULT_BRAND,
  formatINR,
  Msg,
  type PaymentMethod,
} from '@vastra/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button, buttonClass, Skeleton } from '@vastra/ui';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { useAddresses } from '@/entities/address/api/get-addresses';
import { useCart } from '@/entities/cart';
import { errorMessage } from '@/lib/api-client';
import { productPath } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAccountCodDisabled } from '../api/account-cod';
import { usePlaceOrder } from '../hooks/use-place-order';
import * as L from '../lib/checkout-layout';
import { AddressChoice } from './address-choice';
import type { AddressEditing } from './address-dialog';
import { DELIVERY_NOTICE_ID, DeliveryNotice, useDelivery } from './delivery-notice';
import { PaymentMode } from './payment-mode';
import { PriceDetails } from './price-details';

// The address form (its schema, so zod) and the test gateway's dialog load when first opened.
const AddressDialog = lazy(() =>
  import('./address-dialog').then((m) => ({ default: m.AddressDialog })),
);
const SimulatedGatewayDialog = lazy(() =>
  import('./simulated-gateway-dialog').then((m) => ({ default: m.SimulatedGatewayDialog })),
);

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`step-${n}`} className={L.STEP}>
      <h2 id={`step-${n}`} className={L.STEP_TITLE}>
        <span aria-hidden className={L.STEP_NUMBER}>
          {n}
        </span>
        {title}
      </h2>
      <div className={L.STEP_BODY}>{children}</div>
    </section>
  );
}

/** Checkout: saved address, payment mode (Online by default), price details, Place Order. */
export function CheckoutView({
  signInPrompt,
  coupon,
}: {
  signInPrompt?: ReactNode;
  /** The coupon control for this bag (composed by the route). */
  coupon?: (cart: Cart) => ReactNode;
}) {
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const addresses = useAddresses();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<AddressEditing>(null);
  // Set at the first open and kept, so that the dialog's closing animates and gives focus back.
  const [addressFormUsed, setAddressFormUsed] = useState(false);
  const edit = (next: AddressEditing) => {
    setAddressFormUsed(true);
    setEditing(next);
  };
  const [mode, setMode] = useState<PaymentMethod>('Online');
  const { submit, busy, placed, failure, simulated } = usePlaceOrder();
  const saved = addresses.data ?? [];
  // The default address is preselected until the shopper picks another.
  const selectedId = chosenId ?? saved.find((a) => a.isDefault)?._id ?? saved[0]?._id ?? null;
  const selected = saved.find((a) => a._id === selectedId) ?? null;
  const delivery = useDelivery(selected);
  const accountCodOff = useAccountCodDisabled();
  // Cash on delivery where the courier does not collect cash, or for a shopper the shop turned it
  // off for, falls back to paying online.
  const codAvailable = delivery.codAvailable && !accountCodOff;
  const method: PaymentMethod = codAvailable ? mode : 'Online';

  if (!isLoggedIn) return <div className="py-12 text-center">{signInPrompt}</div>;
  if (cart.isPending || addresses.isPending) {
    return (
      <div
        className="grid gap-6 lg:grid-cols-[1fr_22rem]"
        aria-busy="true"
        aria-label="Loading checkout"
      >
        <div className="space-y-6">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
        <Skeleton className="h-72" />
      </div>
    );
  }

  const items = cart.data?.items ?? [];
  // Nothing to check out (e.g. the page reopened after an order emptied the bag): the bag says so.
  // Not once an order is placed here: its success empties the bag before it moves on.
  if (cart.isSuccess && items.length === 0 && !busy && !placed) {
    return <Navigate to="/cart" replace />;
  }
  const applied = cart.data?.coupon ?? null;
  const totals = checkoutTotals(
    items.map((i) => ({ unitPrice: i.unitPrice, mrp: i.product.mrp, quantity: i.quantity })),
    applied?.discount ?? 0,
  );

  const onPlaceOrder = () => {
    if (!selectedId) {
      toast.error(Msg.selectAddress, ACCOUNT_TOAST_MS);
      return;
    }
    if (delivery.undeliverable) return;
    void submit({
      addressId: selectedId,
      paymentMethod: method,
      couponCode: applied?.code,
      lines: items.map((i) => ({
        productId: i.product._id,
        size: i.size ?? null,
        quantity: i.quantity,
      })),
    });
  };

  return (
    <>
      <div className={L.CHECKOUT_COLUMNS}>
        <div className={L.CHECKOUT_STEPS}>
          <Step n={1} title="Delivery Address">
            {addresses.isError ? (
              <p role="alert" className="text-sm text-danger-text">
                {errorMessage(addresses.error, Msg.addressesFetchFailed)}
              </p>
            ) : (
              <AddressChoice
                addresses={saved}
                selectedId={selectedId}
                onSelect={setChosenId}
                onAdd={() => edit({ mode: 'add' })}
                onEdit={(address) => edit({ mode: 'edit', address })}
              />
            )}
            <DeliveryNotice address={selected} delivery={delivery} />
          </Step>
          <Step n={2} title="Payment Mode">
            <PaymentMode
              value={method}
              onChange={setMode}
              codAvailable={codAvailable}
              codNote={accountCodOff ? AccountMsg.codDisabledForAccount : undefined}
            />
          </Step>
          <Step n={3} title="Review Items">
            {
              <ul className="divide-y divide-line" aria-label="Items in this order">
                {items.map((i) => (
                  <li key={i._id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
                    {i.product.images[0] && (
                      <img
                        src={i.product.images[0]}
                        alt=""
                        className="h-16 w-12 shrink-0 rounded object-cover"
                        loading="lazy"
                      />
                    )}
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="text-xs uppercase tracking-wider text-ink-muted">
                        {i.product.brand?.name ?? DEFAULT_BRAND}
                      </p>
                      <Link
                        to={productPath(i.product._id)}
                        className="block truncate font-medium hover:underline"
                      >
                        {i.product.name}
                      </Link>
                      <p className="text-ink-muted">
                        {i.size ? `Size ${i.size} · ` : ''}Qty {i.quantity}
                      </p>
                    </div>
                    <p className="text-sm font-semibold tabular-nums">{formatINR(i.lineTotal)}</p>
                  </li>
                ))}
              </ul>
            }
          </Step>
        </div>
        <PriceDetails
          totals={totals}
          count={items.reduce((n, i) => n + i.quantity, 0)}
          couponCode={applied?.code}
        >
          {cart.data && items.length > 0 && coupon?.(cart.data)}
          {/* On phones Place Order (and why the last attempt failed) stays in reach at the
              bottom edge, above the bottom bar; in the column from lg. */}
          <div className={L.PLACE_ORDER_BAR}>
            {failure && (
              <p
                role="alert"
                data-testid="place-order-error"
                className="mb-3 rounded-md border border-danger-text/40 bg-surface px-3 py-2 text-sm font-medium text-danger-text"
              >
                {failure}
              </p>
            )}
            <Button
              size="lg"
              className="w-full"
              onClick={onPlaceOrder}
              loading={busy}
              aria-busy={busy}
              disabled={delivery.undeliverable}
              aria-describedby={delivery.undeliverable ? DELIVERY_NOTICE_ID : undefined}
            >
              {busy ? 'Placing Order...' : 'Place Order'}
            </Button>
          </div>
          <Link
            to="/cart"
            className={buttonClass('link', 'md', 'mt-3 w-full justify-center text-sm')}
          >
            Back to Bag
          </Link>
        </PriceDetails>
      </div>
      <Suspense fallback={null}>
        {simulated && <SimulatedGatewayDialog payment={simulated} />}
        {/* A saved address (new or edited) becomes the delivery address. */}
        {addressFormUsed && (
          <AddressDialog
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={(address) => setChosenId(address._id)}
          />
        )}
      </Suspense>
    </>
  );
}
