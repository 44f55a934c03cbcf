import { Button } from '@vastra/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductStatus } from '@vastra/contracts/admin/catalogue';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { getProduct, productsKey, saveProduct, setProductStatus } from './api';
import { EMPTY_PRODUCT, ProductForm, toInput } from './product-form';
import { PublicationPanel } from './publication-panel';

export function NewProductPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: saveProduct.bind(null, null) });
  return (
    <>
      <PageHeader title="New product" />
      <ProductForm
        initial={EMPTY_PRODUCT}
        saving={mutation.isPending}
        submitLabel="Create product"
        onSave={async (values) => {
          const { product } = await mutation.mutateAsync(values);
          void client.invalidateQueries({ queryKey: productsKey });
          toast.success(`${product.name} is saved as a draft: publish it to put it on sale.`);
          void navigate(`/products/${product._id}`, { replace: true });
        }}
      />
    </>
  );
}

const STATUS_INFO: Record<ProductStatus, { label: string; help: string }> = {
  active: { label: 'On sale', help: 'Shoppers see it in listings, search and its page.' },
  hidden: { label: 'Hidden', help: 'Off the storefront for now; still listed here.' },
  archived: { label: 'Archived', help: 'Retired: off the storefront and out of the default list.' },
};

function StatusPanel({ product, hasOrders }: { product: AdminProduct; hasOrders: boolean }) {
  const client = useQueryClient();
  const canWrite = useCan('staff');
  const status = product.status === 'draft' ? null : product.status;
  const mutation = useMutation({
    mutationFn: (status: ProductStatus) => setProductStatus(product._id, status),
    onSuccess: (_, status) => {
      void client.invalidateQueries({ queryKey: productsKey });
      toast.success(`${product.name}: ${STATUS_INFO[status].label.toLowerCase()}.`);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  // A draft is shown, hidden or archived once published.
  if (!status) return null;
  return (
    <Panel title="Visibility">
      <p className="text-sm">
        <span className="font-medium">{STATUS_INFO[status].label}.</span>{' '}
        <span className="text-ink-muted">{STATUS_INFO[status].help}</span>
      </p>
      {hasOrders && (
        <p className="mt-1 text-xs text-ink-muted">
          This product has orders: it can be hidden or archived, never deleted.
        </p>
      )}
      {canWrite && (
        <div className="mt-3 flex flex-wrap gap-2">
          {(Object.keys(STATUS_INFO) as ProductStatus[])
            .filter((s) => s !== status)
            .map((s) => (
              <Button
                key={s}
                variant="outline"
                size="sm"
                loading={mutation.isPending && mutation.variables === s}
                onClick={() => mutation.mutate(s)}
              >
                {s === 'active' ? 'Put on sale' : s === 'hidden' ? 'Hide' : 'Archive'}
              </Button>
            ))}
        </div>
      )}
    </Panel>
  );
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const canWrite = useCan('staff');
  const key = [...productsKey, 'one', id];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getProduct(id, signal) });
  const product = query.data?.product;
  return (
    <>
      <PageHeader
        title={product ? product.name : 'Product'}
        description={
          product
            ? `Stock ${product.stock} · ${product.reviewCount} reviews${canWrite ? '' : ' · read-only'}`
            : undefined
        }
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {query.data && <ProductEditor key={id} queryKey={key} data={query.data} />}
      </QueryState>
    </>
  );
}

type ProductAnswer = Awaited<ReturnType<typeof getProduct>>;

/**
 * The open product: publication, visibility and the form. The form is kept while the product is
 * open, so a refetch never drops unsaved changes; `version` is the version its values stand on
 * (the one opened, then each save's, reload's or publication change's). Publication sends it and
 * a publication change carries the new one into the form without touching what was typed.
 */
function ProductEditor({ queryKey, data }: { queryKey: readonly unknown[]; data: ProductAnswer }) {
  const client = useQueryClient();
  const canWrite = useCan('staff');
  const { product } = data;
  const [version, setVersion] = useState(product.editVersion);
  const mutation = useMutation({ mutationFn: saveProduct.bind(null, product._id) });
  const store = (changed: AdminProduct) => {
    client.setQueryData(queryKey, { ...data, product: changed });
    setVersion(changed.editVersion);
  };
  return (
    <div className="flex flex-col gap-6">
      <PublicationPanel product={product} versionSeen={version} onChanged={store} />
      <StatusPanel product={product} hasOrders={data.hasOrders} />
      <ProductForm
        initial={toInput(product)}
        version={version}
        readOnly={!canWrite}
        saving={mutation.isPending}
        submitLabel="Save changes"
        onSave={async (values) => {
          const saved = await mutation.mutateAsync(values);
          store(saved.product);
          void client.invalidateQueries({ queryKey: productsKey });
          toast.success('Changes saved.');
          return toInput(saved.product);
        }}
        onReload={async () => {
          const fresh = await getProduct(product._id);
          client.setQueryData(queryKey, fresh);
          setVersion(fresh.product.editVersion);
          return toInput(fresh.product);
        }}
      />
    </div>
  );
}
