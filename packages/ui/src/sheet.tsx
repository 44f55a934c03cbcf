import { LayerShell, type LayerProps } from './layer';

/** A side panel sliding in (0.4 s) from the right or left, full height. */
export function Sheet({ side = 'right', ...props }: LayerProps & { side?: 'left' | 'right' }) {
  return (
    <LayerShell
      {...props}
      position={side === 'right' ? 'justify-end' : 'justify-start'}
      panel={`h-full w-full max-w-md ${side === 'right' ? 'animate-slide-in-right' : 'animate-slide-in-left'}`}
    />
  );
}
