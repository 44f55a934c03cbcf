import type { Order } from '@vastra/contracts';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'sky' | 'neutral';

/** 'shipped' → 'Shipped'. */
const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : s);

/**
 * Order card status: Delivered shows 'Order Delivered' (green); Pending is yellow; an order on its
 * way (Processing, which a missing status also reads as, Shipped, Out for delivery) and a return
 * under way are blue, never red: nothing is wrong with them; Cancelled and a refused return are
 * red; Returned is grey.
 */
export function cardStatus(status: Order['status'] | '' | null | undefined): {
  label: string;
  tone: StatusTone;
} {
  if (!status) return { label: 'Processing', tone: 'sky' };
  if (status === 'Delivered') return { label: 'Order Delivered', tone: 'success' };
  if (status === 'Pending') return { label: 'Pending', tone: 'warning' };
  if (status === 'Cancelled' || status === 'Return rejected')
    return { label: capitalise(status), tone: 'danger' };
  if (status === 'Returned') return { label: 'Returned', tone: 'neutral' };
  return { label: capitalise(status), tone: 'sky' };
}

/**
 * The steps still ahead of an order in its usual course (greyed on its timeline): the delivery
 * steps after its status, or the return steps after a return's. None once it is delivered,
 * cancelled, returned or its return refused. Serialised into the boot script: self-contained.
 */
export function upcomingSteps(status: string | null | undefined): string[] {
  const courses = [
    ['Pending', 'Processing', 'Shipped', 'Out for delivery', 'Delivered'],
    ['Return requested', 'Return approved', 'Returned'],
  ];
  for (const course of courses) {
    const at = course.indexOf(status || 'Processing');
    if (at >= 0) return course.slice(at + 1);
  }
  return [];
}

/** Whether an order's shipment can still be tracked: not once the order is cancelled. Self-contained. */
export function tracksShipment(status: string | null | undefined): boolean {
  return status !== 'Cancelled';
}

/**
 * Order details badge: Delivered green, Shipped (and Out for delivery, still with the courier)
 * blue, Processing sky, anything else grey.
 */
export function detailStatusTone(status: string | null | undefined): StatusTone {
  if (status === 'Delivered') return 'success';
  if (status === 'Shipped' || status === 'Out for delivery') return 'info';
  if (status === 'Processing') return 'sky';
  return 'neutral';
}

export const toneText: Record<StatusTone, string> = {
  success: 'text-green-700 dark:text-green-400',
  warning: 'text-yellow-700 dark:text-yellow-400',
  danger: 'text-red-600 dark:text-red-400',
  info: 'text-blue-700 dark:text-blue-400',
  sky: 'text-sky-600 dark:text-sky-400',
  neutral: 'text-ink-muted',
};

export const toneBadge: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  warning: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-300',
  danger: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300',
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300',
  sky: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-300',
  neutral: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};
