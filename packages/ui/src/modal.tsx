import { cn } from './cn';
import { LayerShell, type LayerProps } from './layer';

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  full: 'max-w-none h-full rounded-none',
} as const;

/** A centred dialog. `size="full"` covers the viewport (mobile search). */
export function Modal({ size = 'md', ...props }: LayerProps & { size?: keyof typeof widths }) {
  return (
    <LayerShell
      {...props}
      position={size === 'full' ? 'items-stretch' : 'items-center justify-center p-4'}
      panel={cn(
        'w-full max-h-[90vh] rounded-xl animate-fade-in',
        widths[size],
        size === 'full' && 'max-h-none',
      )}
    />
  );
}
