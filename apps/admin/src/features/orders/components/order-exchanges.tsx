import { useQuery } from '@tanstack/react-query';
import {
  ExchangeActionBodySchema,
  type AdminExchange,
  type ExchangeAction,
} from '@vastra/contracts/exchange';
import { Button } from '@vastra/ui/button';
import { Input } from '@vastra/ui/input';
import { useState, type FormEvent } from 'react';
import { useCan } from '@/components/role-gate';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { orderExchangesQuery, useExchangeAction } from '../api/exchanges-api';
import { RequestSection, RequestTime } from './request-section';

const LABELS: Record<ExchangeAction, string> = {
  approve: 'Approve exchange',
  reject: 'Reject exchange',
  pickedUp: 'Mark picked up',
  ship: 'Ship replacement',
  complete: 'Mark exchange completed',
};

/**
 * The order's exchange requests as staff run them: the size asked for, the state and its
 * history, and the actions allowed now (a rejection asks its reason; shipping the replacement
 * asks the courier and AWB, typed by hand). Read-only staff see them without the actions.
 */
export function OrderExchanges({ orderId }: { orderId: string }) {
  const q = useQuery(orderExchangesQuery(orderId));
  const exchanges = q.data ?? [];
  if (exchanges.length === 0) return null;
  return (
    <RequestSection id="exchange-requests" title="Exchange requests">
      <ul className="mt-1 space-y-3">
        {exchanges.map((x) => (
          <ExchangeRow key={x._id} exchange={x} />
        ))}
      </ul>
    </RequestSection>
  );
}

function ExchangeRow({ exchange: x }: { exchange: AdminExchange }) {
  const canWrite = useCan('staff');
  const act = useExchangeAction(x._id);
  const [open, setOpen] = useState<'reject' | 'ship' | null>(null);
  const [reason, setReason] = useState('');
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = (body: unknown) => {
    const parsed = ExchangeActionBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setError(null);
    act.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message);
        setOpen(null);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(open === 'reject' ? { action: 'reject', reason } : { action: 'ship', courier, awb });
  };

  return (
    <li aria-label={`Exchange of ${x.name}`} className="rounded border border-line p-3">
      <p>
        <span className="font-medium">{x.name}</span>: size {x.fromSize} →{' '}
        <span className="font-medium">size {x.toSize}</span>
      </p>
      <p>
        <span className="sr-only">State: </span>
        <span data-testid="exchange-status" className="font-medium">
          {x.status}
        </span>
        {x.rejectReason ? ` · ${x.rejectReason}` : ''}
        {x.shipment ? ` · ${x.shipment.courier} AWB ${x.shipment.awb}` : ''}
      </p>
      <ol aria-label="Exchange history" className="mt-1 text-ink-muted">
        {x.timeline.map((t) => (
          <li key={`${t.status}-${t.at}`}>
            <RequestTime at={t.at} /> · {t.status}
            {t.note ? ` · ${t.note}` : ''}
          </li>
        ))}
      </ol>
      {canWrite && x.actions.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {x.actions.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'reject' ? 'outline' : undefined}
              loading={act.isPending && open === null}
              onClick={() => (a === 'reject' || a === 'ship' ? setOpen(a) : run({ action: a }))}
            >
              {LABELS[a]}
            </Button>
          ))}
        </div>
      )}
      {canWrite && open && (
        <form onSubmit={submit} noValidate className="mt-2 space-y-2">
          {open === 'reject' ? (
            <Input
              label="Reason for rejecting"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          ) : (
            <>
              <Input label="Courier" value={courier} onChange={(e) => setCourier(e.target.value)} />
              <Input label="AWB number" value={awb} onChange={(e) => setAwb(e.target.value)} />
            </>
          )}
          {error && (
            <p role="alert" className="text-danger-text">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={act.isPending}>
              {open === 'reject' ? 'Reject exchange' : 'Ship replacement'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
