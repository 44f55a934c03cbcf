import { useTrending } from '@/entities/catalog';
import { PRODUCT_CAROUSEL_MAX, ProductCarousel } from './product-carousel';

/** Trending products: at most 10, See All to /products?type=trending. */
export function TrendingSection() {
  const { data, isPending, isError } = useTrending(PRODUCT_CAROUSEL_MAX);
  return (
    <ProductCarousel
      id="trending-products"
      title="Trending Products"
      subtitle="What everyone is wearing this week."
      products={data}
      isPending={isPending}
      isError={isError}
    />
  );
}
