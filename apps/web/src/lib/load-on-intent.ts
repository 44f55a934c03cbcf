/**
 * Handlers that start loading what a control opens as soon as the shopper shows the intent to use
 * it: the finger touching it (`pointerdown`, about 100 ms before its `click`), the mouse over it, or
 * the keyboard's focus. The tap then does not wait for the code of what it opens: a lazy component
 * whose chunk is loaded renders at once. `load` is called every time; it must load once (an
 * `import()` does).
 */
export function loadOnIntent(load: () => unknown) {
  const start = () => void load();
  return { onPointerDown: start, onPointerEnter: start, onFocus: start };
}
