import { Msg, unitPrice } from '@vastra/contracts';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Button } from '@vastra/ui/button';
import { productQueryOptions, useProduct } from '@/entities/catalog/api/get-product';
import {
  ProductDetails,
  ProductDetailsSkeleton,
} from '@/features/catalog/components/product-details';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { PINCODE_BOX_CLASS } from '@/features/pincode/lib/pincode-input';
import { NOTIFY_BOX_CLASS, soldOutSizes } from '@/features/back-in-stock/lib/sold-out-sizes';
import { SHARE_ROW_CLASS } from '@/features/share/lib/share-links';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { rememberViewed } from '@/features/recently-viewed/lib/recently-viewed';
import { ApiError } from '@/lib/api-client';
import { AfterHydration } from '@/lib/after-hydration';
import { Deferred } from '@/lib/deferred';
import { isMissingAnswer } from '@/lib/query-client';
import { usePageTitle } from '@/lib/use-page-title';

import { bootData } from './boot-data';
import { PHONE_CHAT_OFF } from '@/features/layout';

// The delivery check's form code (react-hook-form) is not needed for the first paint: it loads
// alongside the product's data, and a box of the same size holds its place until it arrives.
const loadPincodeCheck = () => import('@/features/pincode/components/pincode-check');
const PincodeCheck = lazy(() => loadPincodeCheck().then((m) => ({ default: m.PincodeCheck })));

// "Notify me" for sold-out sizes: its code loads only for a product with one, into reserved room.
const NotifyMe = lazy(() =>
  import('@/features/back-in-stock/components/notify-me').then((m) => ({ default: m.NotifyMe })),
);

const ShareProduct = lazy(() =>
  import('@/features/share/components/share-product').then((m) => ({ default: m.ShareProduct })),
);
// The rows below the reviews are out of the first view: each loads (code, data, drawing) when it
// comes near the viewport, and moves nothing in view.
const RecentlyViewedRow = lazy(() =>
  import('@/features/recently-viewed/components/recently-viewed-row').then((m) => ({
    default: m.RecentlyViewedRow,
  })),
);

const SimilarRow = lazy(() =>
  import('@/features/similar/components/similar-row').then((m) => ({ default: m.SimilarRow })),
);
const CompleteLookRow = lazy(() =>
  import('@/features/similar/components/complete-look-row').then((m) => ({
    default: m.CompleteLookRow,
  })),
);

// The room each part drawn later keeps while its code loads (the same box on the server).
const notifyBox = <div aria-hidden="true" className={NOTIFY_BOX_CLASS} />;
const pincodeBox = <div aria-hidden="true" className={PINCODE_BOX_CLASS} />;
const shareBox = <div aria-hidden="true" className={SHARE_ROW_CLASS} />;

export const loader = ({ params }: LoaderFunctionArgs) => {
  void loadPincodeCheck();
  return bootData(productQueryOptions(params.productId ?? ''));
};

/** Its bottom-edge controls need the room: no floating chat button on phones. */
export const handle = PHONE_CHAT_OFF;

/** `/productdetails/{productId}`. */
export function Component() {
  const { productId } = useParams();
  const query = useProduct(productId);
  // The page is drawn in a transition once the product arrives (in slices, not one long task).
  const product = useDeferredValue(query.data);
  usePageTitle(query.data?.name ?? (query.isError ? Msg.productNotFound : 'Product'));
  // The delivery check's boundary is the same element on every render: until its code has
  // arrived and it is hydrated, an update to it would make React throw the server's box away.
  const pincodeCheck = useMemo(
    () => (
      <Suspense fallback={pincodeBox}>
        <PincodeCheck />
      </Suspense>
    ),
    [],
  );
  // This device's "Recently viewed" remembers the product whether or not its row is reached.
  useEffect(() => {
    if (product) rememberViewed(product);
  }, [product]);

  if (!productId) return <ProductNotFound detail={Msg.noProductId} />;
  if (query.isPending) return <ProductDetailsSkeleton />;
  if (query.isError) {
    const err = query.error;
    // Unknown, hidden (404) and archived (410) products alike.
    if (isMissingAnswer(err)) return <ProductNotFound />;
    const message =
      err instanceof ApiError && err.code === 'BAD_RESPONSE'
        ? Msg.invalidProductData
        : Msg.failedLoadProduct;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <p className="font-display text-2xl font-semibold">{message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // Success, and the deferred render has not caught up with the data yet.
  if (!product) return <ProductDetailsSkeleton />;
  return (
    <>
      <ProductDetails
        product={product}
        delivery={
          <>
            {/* Notify me and sharing are drawn by the browser alone. */}
            {soldOutSizes(product).length > 0 && (
              <AfterHydration placeholder={notifyBox}>
                <Suspense fallback={notifyBox}>
                  <NotifyMe product={product} />
                </Suspense>
              </AfterHydration>
            )}
            {pincodeCheck}
            <AfterHydration placeholder={shareBox}>
              <Suspense fallback={shareBox}>
                <ShareProduct name={product.name} price={unitPrice(product)} />
              </Suspense>
            </AfterHydration>
          </>
        }
      />
      {/* Below the first screen: the reviews load (data, drawing, hydration of the server's
          markup) when they come near the viewport, and are skipped by layout while off screen. */}
      <div
        data-testid="product-reviews"
        className="mx-auto max-w-[90rem] border-t border-line px-4 py-12 sm:px-6 lg:px-8"
      >
        <Deferred minHeight={640}>
          <ProductReviews productId={product._id} />
        </Deferred>
      </div>
      <Deferred clientOnly minHeight={420}>
        <CompleteLookRow productId={product._id} />
      </Deferred>
      <Deferred clientOnly minHeight={420}>
        <SimilarRow product={product} />
      </Deferred>
      <Deferred clientOnly minHeight={420}>
        <RecentlyViewedRow current={product} />
      </Deferred>
    </>
  );
}
