import type { Order } from '@vastra/contracts';
import { ExchangeMsg } from '@vastra/contracts/exchange-states';
import { useState, type FormEvent } from 'react';
import { Button, Modal, Select } from '@vastra/ui';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useOrderExchanges, useRequestExchange } from '../lib/exchange-api';

/**
 * Beside the return: "Exchange for another size", offered when some delivered line has another
 * size in stock now; otherwise shown disabled with why, so the shopper returns it instead.
 */
export function ExchangeChoice({ orderId, onChoose }: { orderId: string; onChoose: () => void }) {
  const q = useOrderExchanges(orderId);
  const offered = (q.data?.options ?? []).some((o) => o.sizes.length > 0);
  return (
    <div className="space-y-1" data-testid="exchange-choice">
      <Button
        variant="outline"
        size="sm"
        onClick={onChoose}
        disabled={!offered}
        aria-describedby={!offered && q.isSuccess ? 'exchange-none' : undefined}
      >
        Exchange for another size
      </Button>
      {!offered && q.isSuccess && (
        <p id="exchange-none" className="text-sm text-ink-muted">
          {ExchangeMsg.noOtherSize}
        </p>
      )}
    </div>
  );
}

/**
 * Exchange for another size: which item, and which of its sizes in stock. The new size is kept
 * for the shopper from the moment they ask; nothing is refunded or charged.
 */
export function ExchangeModal({
  order,
  open,
  onClose,
  onBack,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  onBack: () => void;
}) {
  const q = useOrderExchanges(order._id);
  const ask = useRequestExchange(order._id);
  const lines = (q.data?.options ?? []).filter((o) => o.sizes.length > 0);
  const [itemId, setItemId] = useState('');
  const [size, setSize] = useState('');
  const line = lines.find((l) => l.itemId === itemId) ?? lines[0];
  const sizes = line?.sizes ?? [];
  const chosen = sizes.includes(size) ? size : (sizes[0] ?? '');
  const nameOf = (id: string) => {
    const i = order.items.find((x) => x._id === id);
    return i ? `${i.name}${i.size ? ` (${i.size})` : ''}` : id;
  };
  const close = () => {
    if (!ask.isPending) onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!line || !chosen) return;
    // The promise, so the answer is told even if the dialog has unmounted meanwhile.
    ask.mutateAsync({ itemId: line.itemId, size: chosen }).then(
      () => {
        toast.success(ExchangeMsg.requested, ACCOUNT_TOAST_MS);
        onClose();
      },
      (err: unknown) =>
        toast.error(errorMessage(err, 'Failed to request the exchange.'), ACCOUNT_TOAST_MS),
    );
  };
  return (
    <Modal open={open} onClose={close} title="Exchange for another size">
      <form onSubmit={submit} noValidate className="space-y-5 px-5 py-5">
        <p className="text-sm text-ink-muted">
          Same product, same price: nothing is refunded or charged. We keep the new size for you
          from now, pick up your item, then ship the new size.
        </p>
        {lines.length > 1 && (
          <Select
            label="Item to exchange"
            options={lines.map((l) => ({ value: l.itemId, label: nameOf(l.itemId) }))}
            value={line?.itemId ?? ''}
            onChange={(e) => setItemId(e.target.value)}
          />
        )}
        {lines.length === 1 && line && <p className="text-sm font-medium">{nameOf(line.itemId)}</p>}
        {line ? (
          <Select
            label="New size"
            options={sizes.map((s) => ({ value: s, label: s }))}
            value={chosen}
            onChange={(e) => setSize(e.target.value)}
          />
        ) : (
          q.isSuccess && <p className="text-sm text-ink-muted">{ExchangeMsg.noOtherSize}</p>
        )}
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={onBack} disabled={ask.isPending}>
            Back to return
          </Button>
          <Button type="submit" disabled={ask.isPending || !line}>
            {ask.isPending ? 'Submitting...' : 'Request exchange'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
