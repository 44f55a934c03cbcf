import { useQuery } from '@tanstack/react-query';
import { Button } from '@vastra/ui/button';
import {
  CustomerNoteBodySchema,
  type AdminCustomerDetail,
  type UpdateCustomerBody,
} from '@vastra/contracts/admin/customers';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialog';
import { NoteForm } from '@/components/note-form';
import { PageHeader, Panel, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatINR } from '@/lib/format';
import { customerQuery, useAddCustomerNote, useUpdateCustomer } from '../api/customers-api';
import { CustomerFlags } from './customer-flags';
import { CustomerOrders } from './customer-orders';

/** `/customers/:id`: one shopper's profile, history, money, notes, and what staff may change. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useQuery(customerQuery(id));
  return (
    <QueryState isPending={customer.isPending} error={customer.error}>
      {customer.data && <CustomerDetails customer={customer.data} />}
    </QueryState>
  );
}

function CustomerDetails({ customer: c }: { customer: AdminCustomerDetail }) {
  const canWrite = useCan('staff');
  return (
    <>
      <Link to="/customers" className="text-sm text-brand-700 underline dark:text-brand-300">
        All customers
      </Link>
      <PageHeader
        title={c.name}
        description={
          <>
            {c.email} · {c.phone} · joined {formatDateTime(c.createdAt)}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Lifetime value">
          <p className="text-2xl font-semibold" data-testid="customer-lifetime-value">
            {formatINR(c.lifetime.value)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {formatINR(c.lifetime.collected)} collected less {formatINR(c.lifetime.refunded)}{' '}
            refunded, over {c.orderCount} {c.orderCount === 1 ? 'order' : 'orders'}.
          </p>
          <p className="mt-2 text-sm">COD parcels refused: {c.codRefusals}</p>
        </Panel>
        <Panel title="Account">
          <p className="mb-3 text-sm">
            <CustomerFlags customer={c} />
          </p>
          {canWrite ? (
            <AccountActions customer={c} />
          ) : (
            <p className="text-sm text-ink-muted">Read-only access: you can look, not change.</p>
          )}
        </Panel>
        <Panel title="Addresses">
          {c.addresses.length === 0 ? (
            <p className="text-sm text-ink-muted">No saved addresses.</p>
          ) : (
            <ul className="space-y-3 text-sm">
              {c.addresses.map((a) => (
                <li key={a._id}>
                  <address className="not-italic">
                    {a.name}, {a.address}, {a.city}, {a.state} {a.zipcode} · {a.phone}
                    {a.isDefault && <span className="ml-1 text-ink-muted">(default)</span>}
                  </address>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <CustomerOrders title="Orders" orders={c.orders} empty="No orders yet." />
      <CustomerOrders title="Returns" orders={c.returns} empty="No returns." />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Reviews">
          {c.reviews.length === 0 ? (
            <p className="text-sm text-ink-muted">No reviews.</p>
          ) : (
            <ul className="space-y-3 text-sm">
              {c.reviews.map((r) => (
                <li key={r._id}>
                  <p className="font-medium">
                    {r.product.name}: {r.rating} of 5
                    {r.hidden && <span className="ml-1 text-danger-text">(hidden)</span>}
                  </p>
                  <p className="text-ink-muted">{r.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Notes customer={c} canWrite={canWrite} />
      </div>
    </>
  );
}

type Change = { body: UpdateCustomerBody; title: string; label: string; text: string };

function AccountActions({ customer: c }: { customer: AdminCustomerDetail }) {
  const update = useUpdateCustomer(c._id);
  const [asking, setAsking] = useState<Change | null>(null);
  const changes: Change[] = [
    c.codDisabled
      ? {
          body: { codDisabled: false },
          title: 'Allow cash on delivery again?',
          label: 'Allow COD',
          text: 'The shopper can choose cash on delivery at checkout again.',
        }
      : {
          body: { codDisabled: true },
          title: 'Turn cash on delivery off?',
          label: 'Disable COD',
          text: 'Checkout will offer this shopper online payment only.',
        },
    c.blocked
      ? {
          body: { blocked: false },
          title: 'Unblock this account?',
          label: 'Unblock account',
          text: 'The shopper can sign in and order again.',
        }
      : {
          body: { blocked: true },
          title: 'Block this account?',
          label: 'Block account',
          text: 'The shopper is signed out everywhere and can no longer sign in or order.',
        },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {changes.map((ch) => (
        <Button key={ch.label} size="sm" variant="outline" onClick={() => setAsking(ch)}>
          {ch.label}
        </Button>
      ))}
      {asking && (
        <ConfirmDialog
          open
          title={asking.title}
          confirmLabel={asking.label}
          danger={asking.body.blocked === true || asking.body.codDisabled === true}
          busy={update.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            update.mutate(asking.body, {
              onSuccess: (res) => {
                toast.success(res.message);
                setAsking(null);
              },
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          <p>{asking.text}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function Notes({ customer: c, canWrite }: { customer: AdminCustomerDetail; canWrite: boolean }) {
  const add = useAddCustomerNote(c._id);
  return (
    <Panel title="Staff notes">
      {canWrite && (
        <NoteForm
          schema={CustomerNoteBodySchema}
          maxLength={1000}
          pending={add.isPending}
          onAdd={async (text) => (await add.mutateAsync(text)).message}
        />
      )}
      {c.notes.length === 0 ? (
        <p className="text-sm text-ink-muted">No notes.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {c.notes.map((n) => (
            <li key={n._id}>
              <p className="whitespace-pre-line">{n.text}</p>
              <p className="text-xs text-ink-muted">
                {n.by}, {formatDateTime(n.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
