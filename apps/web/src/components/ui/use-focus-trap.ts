import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The stack of open layers: only the topmost one handles Escape and traps Tab. */
const stack: symbol[] = [];

interface TrapOptions {
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Focus management for a modal layer: moves focus inside on open (the initial-focus element, else
 * the first control of the `[data-layer-body]` part, else the first control), keeps Tab inside, closes on
 * Escape, and gives focus back to the element that had it when the layer closes.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  opts: TrapOptions = {},
): void {
  const optsRef = useRef(opts);
  optsRef.current = opts;

  useEffect(() => {
    if (!active) return;
    const id = Symbol('layer');
    stack.push(id);
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    const focusFirst = () => {
      const body = root?.querySelector<HTMLElement>('[data-layer-body]');
      const target =
        optsRef.current.initialFocus?.current ??
        (body ? focusableIn(body)[0] : undefined) ??
        (root ? focusableIn(root)[0] : undefined) ??
        root;
      target?.focus({ preventScroll: true });
    };
    focusFirst();

    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      const el = ref.current;
      if (e.key === 'Escape') {
        e.stopPropagation();
        optsRef.current.onEscape?.();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const items = focusableIn(el);
      if (items.length === 0) {
        e.preventDefault();
        el.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === first || !el.contains(current))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (current === last || !el.contains(current))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const i = stack.indexOf(id);
      if (i >= 0) stack.splice(i, 1);
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, [active, ref]);
}
