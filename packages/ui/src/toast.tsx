import { useSyncExternalStore } from 'react';
import type * as StackModule from './sonner-toaster';
import { STOREFRONT_TOAST_MS, type ToastKind } from './toast-strings';

export {
  ACCOUNT_TOAST_MS,
  STOREFRONT_TOAST_MS,
  TOAST_REGION_LABEL,
  type ToastKind,
} from './toast-strings';

/**
 * The toast stack and sonner load with the first toast, not with the page: most visits raise none,
 * and the first paint never does. A toast raised before they have loaded waits in `queued` and is
 * shown as soon as they arrive.
 */
type Stack = typeof StackModule;

let stack: Stack | null = null;
let loading: Promise<Stack> | null = null;
const listeners = new Set<() => void>();

interface Queued {
  kind: ToastKind;
  message: string;
  id: string;
  duration: number;
  gone: () => void;
}
const queued: Queued[] = [];

function show(s: Stack, t: Queued): void {
  s.sonner[t.kind](t.message, {
    id: t.id,
    duration: t.duration,
    onAutoClose: t.gone,
    onDismiss: t.gone,
  });
}

/** Loads the toast stack (once); the toasts raised meanwhile are shown in order when it arrives. */
export function loadToaster(): Promise<void> {
  loading ??= import('./sonner-toaster').then((s) => {
    stack = s;
    for (const t of queued.splice(0)) show(s, t);
    for (const listener of listeners) listener();
    return s;
  });
  return loading.then(() => undefined);
}

/** The id of each message's toast while it is on screen and not yet closing. */
const showing = new Map<string, string>();
let pushed = 0;

function push(kind: ToastKind, message: string, duration = STOREFRONT_TOAST_MS): string {
  // The same message again replaces the one on screen instead of stacking (and re-announcing).
  // Once that toast starts to close, sonner would fold a toast with its id into the leaving one and
  // the message would be lost (a payment dismissed twice in a row): it then gets a new id.
  const key = `${kind}:${message}`;
  const id = showing.get(key) ?? `${key}#${(pushed += 1)}`;
  showing.set(key, id);
  const gone = () => {
    if (showing.get(key) === id) showing.delete(key);
  };
  const t = { kind, message, id, duration, gone };
  if (stack) show(stack, t);
  else {
    // Replacing a queued toast keeps one copy, as on screen.
    const same = queued.findIndex((q) => q.id === id);
    if (same >= 0) queued.splice(same, 1);
    queued.push(t);
    void loadToaster();
  }
  return id;
}

/** Imperative API: toast.success('Item added to cart!'). Built on sonner. */
export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string, duration?: number) => push('error', message, duration),
  info: (message: string, duration?: number) => push('info', message, duration),
  dismiss: (id: string) => {
    for (const [key, shown] of showing) if (shown === id) showing.delete(key);
    const waiting = queued.findIndex((q) => q.id === id);
    if (waiting >= 0) queued.splice(waiting, 1);
    stack?.sonner.dismiss(id);
  },
  clear: () => {
    showing.clear();
    queued.length = 0;
    stack?.sonner.dismiss();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Top-centre toast stack (dark, the shop's look) on sonner: one polite live region that announces
 * each toast once, a close button per toast, and the timer paused on hover or focus. The stack
 * renders once the first toast has loaded it (it is fixed on screen: nothing moves). Its holder is
 * there from the start: a modal dialog hides everything outside it from assistive technology except
 * the live regions present when it opens, and `aria-live="off"` (no announcement of its own) keeps
 * the holder among them, so a toast raised from a dialog (signed up, reset link sent) is still heard.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => stack,
    () => null,
  );
  return (
    <div aria-live="off" className="contents">
      {loaded && <loaded.SonnerStack />}
    </div>
  );
}
