import { LayerShell, type LayerProps } from './layer';

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  full: 'max-w-none h-full',
} as const;

/** A centred dialog. `size="full"` covers the viewport (mobile search). */
export function Modal({ size = 'md', ...props }: LayerProps & { size?: keyof typeof widths }) {
  return (
    <LayerShell
      {...props}
      position={size === 'full' ? 'items-stretch' : 'items-center justify-center p-4'}
      panel={`w-full animate-fade-in ${size === 'full' ? '' : 'max-h-[90vh] rounded-xl'} ${widths[size]}`}
    />
  );
}
