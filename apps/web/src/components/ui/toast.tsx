import { useEffect, useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

/** Storefront toasts close after 5000 ms; the account area uses 1000 ms (spec §9). */
export const STOREFRONT_TOAST_MS = 5000;
export const ACCOUNT_TOAST_MS = 1000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: ToastKind, message: string, duration = STOREFRONT_TOAST_MS): number {
  const id = nextId++;
  toasts = [
    ...toasts.filter((t) => t.message !== message || t.kind !== kind),
    { id, kind, message, duration },
  ].slice(-4);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Imperative API: toast.success('Item added to cart!'). */
export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string, duration?: number) => push('error', message, duration),
  info: (message: string, duration?: number) => push('info', message, duration),
  dismiss: dismissToast,
  clear: () => {
    toasts = [];
    emit();
  },
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}

const kindStyles: Record<ToastKind, string> = {
  success: 'border-success/40',
  error: 'border-danger/50',
  info: 'border-info/40',
};
const kindIcon: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

function ToastItem({ t }: { t: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(t.id), t.duration);
    return () => clearTimeout(timer);
  }, [t.id, t.duration]);
  return (
    <div
      role={t.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-center gap-3 rounded-lg border bg-gray-900 px-4 py-3 text-sm text-white shadow-lg animate-fade-in ${kindStyles[t.kind]}`}
    >
      <span
        aria-hidden
        className="grid size-5 place-items-center rounded-full bg-white/15 text-xs font-bold"
      >
        {kindIcon[t.kind]}
      </span>
      <span>{t.message}</span>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="ml-2 text-white/70 hover:text-white"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}

/** Top-centre toast stack (dark theme, per spec). */
export function Toaster() {
  const items = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4"
    >
      {items.map((t) => (
        <ToastItem key={t.id} t={t} />
      ))}
    </div>
  );
}
