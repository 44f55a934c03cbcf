import { Msg } from '@vastra/contracts';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useProduct } from '@/entities/catalog/api/get-product';
import {
  ProductDetails,
  ProductDetailsSkeleton,
} from '@/features/catalog/components/product-details';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { PincodeCheck } from '@/features/pincode/components/pincode-check';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

/** `/productdetails/{productId}`. */
export function Component() {
  const { productId } = useParams();
  const query = useProduct(productId);
  usePageTitle(query.data?.name ?? (query.isError ? Msg.productNotFound : 'Product'));

  if (!productId) return <ProductNotFound detail={Msg.noProductId} />;
  if (query.isPending) return <ProductDetailsSkeleton />;
  if (query.isError) {
    const err = query.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      return <ProductNotFound />;
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
  return (
    <>
      <ProductDetails product={query.data} delivery={<PincodeCheck />} />
      <div className="mx-auto max-w-[90rem] border-t border-line px-4 py-12 sm:px-6 lg:px-8">
        <ProductReviews productId={query.data._id} />
      </div>
    </>
  );
}
