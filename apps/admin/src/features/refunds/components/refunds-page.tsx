import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import {
  ManualRefundMsg,
  MarkRefundPaidBodySchema,
  type ManualRefundRow,
} from '@vastra/contracts/admin/refunds';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table';
import { ConfirmDialog } from '@/components/dialog';
import { PageHeader, QueryState } from '@/components/page';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatINR } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { refundsQuery, useMarkRefundPaid } from '../api';

const WHAT: Record<ManualRefundRow['status'], string> = {
  'bank-transfer': 'Cash on delivery: pay by bank transfer or UPI',
  failed: 'Razorpay refused the refund: refund it from the Razorpay dashboard',
};

/** Whether staff can pay it now: a cash on delivery refund needs the customer's account first. */
const payable = (r: ManualRefundRow) => r.status === 'failed' || r.payout !== null;

/** Where to pay, as staff need it to make the payment (in full for staff and owners). */
function PayTo({ row }: { row: ManualRefundRow }) {
  const p = row.payout;
  if (row.status === 'failed')
    return (
      <span>
        The original payment
        {row.paymentId ? (
          <span className="block font-mono text-xs text-ink-muted">{row.paymentId}</span>
        ) : null}
      </span>
    );
  if (!p) return <span className="text-ink-muted">{ManualRefundMsg.waiting}</span>;
  if (p.method === 'upi')
    return (
      <dl className="text-sm">
        <dt className="sr-only">UPI ID</dt>
        <dd>
          UPI <span className="font-mono">{p.upiId}</span>
        </dd>
      </dl>
    );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      <dt className="text-ink-muted">Holder</dt>
      <dd>{p.holder}</dd>
      <dt className="text-ink-muted">A/c</dt>
      <dd className="font-mono">{p.accountNumber}</dd>
      <dt className="text-ink-muted">IFSC</dt>
      <dd className="font-mono">{p.ifsc}</dd>
    </dl>
  );
}

/**
 * `/refunds`: refunds staff pay outside the shop, the longest owed first: cash on delivery refunds
 * (to the customer's UPI ID or bank account, or waiting for one) and gateway refunds Razorpay
 * refused. "Mark paid" records the payment's reference; the customer is e-mailed.
 */
export function RefundsPage() {
  const list = useListParams();
  const canWrite = useCan('staff');
  const refunds = useQuery(refundsQuery({ page: list.page, limit: list.pageSize }));
  const [paying, setPaying] = useState<ManualRefundRow | null>(null);

  const columns: ColumnDef<ManualRefundRow, unknown>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: ({ row: { original: r } }) => (
        <>
          <Link to={`/orders/${r.orderId}`} className="font-mono text-xs underline">
            {r.orderId}
          </Link>
          <span className="block text-xs text-ink-muted">Placed {formatDateTime(r.placedAt)}</span>
        </>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row: { original: r } }) =>
        r.customer ? (
          <>
            <span className="font-medium">{r.customer.name}</span>
            <span className="block text-ink-muted">{r.customer.email}</span>
            <span className="block text-ink-muted">{r.customer.phone}</span>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'owedSince',
      header: 'Owed since',
      cell: ({ row }) => formatDateTime(row.original.owedSince),
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => (
        <span className="font-semibold tabular-nums">{formatINR(row.original.amount)}</span>
      ),
    },
    {
      id: 'what',
      header: 'Refund',
      cell: ({ row: { original: r } }) => (
        <>
          {WHAT[r.status]}
          <span className="block text-xs text-ink-muted">
            {r.kind === 'return' ? 'Return' : 'Cancellation'}
          </span>
        </>
      ),
    },
    { id: 'payTo', header: 'Pay to', cell: ({ row }) => <PayTo row={row.original} /> },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: r } }) =>
        canWrite ? (
          <Button
            size="sm"
            disabled={!payable(r)}
            aria-label={`Mark paid: order ${r.orderId}`}
            onClick={() => setPaying(r)}
          >
            Mark paid
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Refunds to pay by hand"
        description="Oldest first. Pay each refund outside the shop, then record the payment’s reference: the customer is e-mailed."
      />
      <QueryState isPending={false} error={refunds.error}>
        <DataTable
          caption="Refunds to pay by hand"
          columns={columns}
          rows={refunds.data?.data ?? []}
          total={refunds.data?.pagination.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          sort={null}
          loading={refunds.isFetching}
          empty="No refund waits to be paid by hand."
          getRowId={(r) => r.orderId}
          onPageChange={(page) => list.update({ page })}
          onPageSizeChange={(pageSize) => list.update({ pageSize })}
          onSortChange={() => undefined}
        />
      </QueryState>
      {paying && (
        <MarkPaidDialog key={paying.orderId} row={paying} onClose={() => setPaying(null)} />
      )}
    </>
  );
}

function MarkPaidDialog({ row, onClose }: { row: ManualRefundRow; onClose: () => void }) {
  const mark = useMarkRefundPaid();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const where =
    row.status === 'failed'
      ? 'from the Razorpay dashboard, to the original payment'
      : row.payout?.method === 'upi'
        ? `to UPI ${row.payout.upiId ?? ''}`
        : `to A/c ${row.payout?.accountNumber ?? ''} (${row.payout?.ifsc ?? ''})`;
  return (
    <ConfirmDialog
      open
      title="Mark this refund paid?"
      confirmLabel="Mark paid"
      busy={mark.isPending}
      onClose={onClose}
      onConfirm={() => {
        const parsed = MarkRefundPaidBodySchema.safeParse({ reference });
        if (!parsed.success) return setError(ManualRefundMsg.referenceInvalid);
        mark.mutate(
          { orderId: row.orderId, reference: parsed.data.reference },
          {
            onSuccess: () => {
              toast.success(ManualRefundMsg.paid);
              onClose();
            },
            onError: (err) => setError(errorMessage(err)),
          },
        );
      }}
    >
      <p data-testid="refund-paid-effect">
        Record that you paid {formatINR(row.amount)} {where}. The customer is e-mailed the
        reference, and the refund can no longer be changed.
      </p>
      <Input
        label="Payment reference (UTR, UPI reference or Razorpay refund id)"
        value={reference}
        error={error}
        autoComplete="off"
        wrapperClassName="mt-4"
        onChange={(e) => {
          setReference(e.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
