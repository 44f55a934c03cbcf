import { Badge } from '@vastra/ui/badge';
import { Button } from '@vastra/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productPublication,
  PublicationMsg,
  type AdminProduct,
  type ProductPublication,
} from '@vastra/contracts/admin/catalogue';
import { Panel } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { productsKey, setProductPublication } from './api';

/** The "Draft" pill, in the list and on the product's page. */
export function DraftBadge() {
  return <Badge tone="info">Draft</Badge>;
}

/**
 * Publication: a draft is off the storefront until "Publish"; a published product can be moved
 * back to draft. Sends the version the page's form stands on, so a change made meanwhile is
 * refused.
 */
export function PublicationPanel({
  product,
  versionSeen,
  onChanged,
}: {
  product: AdminProduct;
  /** The version the page's form stands on (a save by someone else since is refused). */
  versionSeen: number;
  onChanged: (product: AdminProduct) => void;
}) {
  const client = useQueryClient();
  const canWrite = useCan('staff');
  const state = productPublication(product.status);
  const mutation = useMutation({
    mutationFn: (to: ProductPublication) => setProductPublication(product._id, to, versionSeen),
    onSuccess: ({ product: saved }, to) => {
      onChanged(saved);
      void client.invalidateQueries({ queryKey: productsKey });
      toast.success(to === 'published' ? PublicationMsg.published : PublicationMsg.drafted);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  return (
    <Panel title="Publication">
      <p className="flex items-center gap-2 text-sm">
        {state === 'draft' ? (
          <>
            <DraftBadge />
            <span className="text-ink-muted">Shoppers cannot see it anywhere until published.</span>
          </>
        ) : (
          <>
            <Badge tone="success">Published</Badge>
            <span className="text-ink-muted">Shown or hidden by its visibility below.</span>
          </>
        )}
      </p>
      {canWrite && (
        <div className="mt-3">
          <Button
            variant={state === 'draft' ? 'primary' : 'outline'}
            size="sm"
            loading={mutation.isPending}
            onClick={() => mutation.mutate(state === 'draft' ? 'published' : 'draft')}
          >
            {state === 'draft' ? 'Publish' : 'Move back to draft'}
          </Button>
        </div>
      )}
    </Panel>
  );
}
