import { Msg, type ProductSummary } from '@vastra/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@vastra/ui/button';
import { useTrending } from '@/entities/catalog/api/get-trending';
import { useProductPages } from '../hooks/use-product-pages';
import { ListingMessage, ProductGrid } from './product-grid';

export type CollectionType = 'trending' | 'latest' | undefined;

export const collectionHeading = (type: CollectionType): string =>
  type === 'trending'
    ? 'Trending Products'
    : type === 'latest'
      ? 'Latest Collection'
      : 'All Products';

function Frame({
  title,
  subtitle,
  count,
  children,
}: {
  title: string;
  subtitle: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-[90rem] px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-3 border-b border-line pb-5">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
        </div>
        {count !== undefined && (
          <p className="text-sm text-ink-muted">
            {count} {count === 1 ? 'product' : 'products'}
          </p>
        )}
      </header>
      {/* The cards' h3 titles need an h2 above them. */}
      <h2 className="sr-only">Products</h2>
      {children}
    </section>
  );
}

const Loading = () => (
  <p role="status" className="py-20 text-center text-ink-muted">
    {Msg.productsLoading}
  </p>
);

/** `/products`: All Products, Trending Products (type=trending) or Latest Collection (type=latest, newest first). */
export function ProductCollection({ type }: { type: CollectionType }) {
  const query = useProductPages(
    type === 'latest' ? { type, sort: 'latest' } : type ? { type } : {},
  );
  const products: ProductSummary[] = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.pagination.total;
  const subtitle =
    type === 'trending'
      ? 'What everyone is wearing right now.'
      : type === 'latest'
        ? 'Fresh arrivals, newest first.'
        : 'Everything in the Vastra store.';

  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = (
      <p role="alert" className="py-20 text-center text-danger-text">
        {Msg.failedFetchProducts}
      </p>
    );
  else if (products.length === 0)
    body = <p className="py-20 text-center text-ink-muted">{Msg.noProductsFound}</p>;
  else
    body = (
      <>
        <ProductGrid products={products} columns="md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5" />
        {query.hasNextPage && (
          <div className="mt-10 flex justify-center">
            <Button
              variant="outline"
              size="lg"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        )}
      </>
    );
  return (
    <Frame title={collectionHeading(type)} subtitle={subtitle} count={total}>
      {body}
    </Frame>
  );
}

/** `/trending`: the trending list, or the empty message with Browse All Products. */
export function TrendingCollection() {
  const query = useTrending(100);
  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = (
      <p role="alert" className="py-20 text-center text-danger-text">
        {Msg.failedFetchProducts}
      </p>
    );
  else if (query.data.length === 0)
    body = (
      <ListingMessage title={Msg.emptyTrending}>
        <Link to="/products" className={buttonClass('primary', 'md')}>
          Browse All Products
        </Link>
      </ListingMessage>
    );
  else
    body = (
      <ProductGrid products={query.data} columns="md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5" />
    );
  return (
    <Frame
      title="Trending Products"
      subtitle="What everyone is wearing right now."
      count={query.data?.length}
    >
      {body}
    </Frame>
  );
}
