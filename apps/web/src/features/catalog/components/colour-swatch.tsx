import { swatchBackground } from '@vastra/contracts';
import { cx } from '@vastra/ui/cx';

/**
 * A colour's dot, painted from the shop's colour table (an unknown colour shows a grey stripe).
 * Its ring is the muted ink colour, which contrasts with the page in both themes, so a black or
 * navy dot stays visible on the dark background and a white or cream one on the light.
 */
export function ColourSwatch({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      data-swatch={name}
      className={cx('size-4 shrink-0 rounded-full border border-ink-muted', className)}
      style={{ background: swatchBackground(name) }}
    />
  );
}
