import { LayerShell, type LayerProps } from './layer';

/** A sheet rising from the bottom edge (mobile pickers such as 'Choose Category'). */
export function BottomSheet(props: LayerProps) {
  return (
    <LayerShell
      {...props}
      position="items-end"
      panel="max-h-[85vh] w-full rounded-t-2xl animate-slide-in-up pb-[env(safe-area-inset-bottom)]"
    />
  );
}
