import { DONT_MISS_MAX, useDontMiss } from '../api/get-dont-miss';
import { ProductCarousel } from './product-carousel';

/** "Don't Miss These!": up to 20 of the latest products; nothing on failure or when empty. */
export function DontMissSection() {
  const { data, isPending, isError } = useDontMiss();
  return (
    <ProductCarousel
      id="dont-miss"
      title="Don't Miss These!"
      subtitle="Our latest collection just for you."
      seeAll="/products"
      products={data}
      isPending={isPending}
      isError={isError}
      hideOnError
      max={DONT_MISS_MAX}
    />
  );
}
