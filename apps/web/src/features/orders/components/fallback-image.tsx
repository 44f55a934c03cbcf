import { useState, type ImgHTMLAttributes } from 'react';

/** A neutral placeholder for a missing or broken product image. */
const FALLBACK_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 160'><rect width='120' height='160' fill='%23f1f0ee'/><path d='M42 58h36l-3 40H45z' fill='none' stroke='%23a8a29e' stroke-width='3' stroke-linejoin='round'/><path d='M51 58a9 9 0 0 1 18 0' fill='none' stroke='%23a8a29e' stroke-width='3'/></svg>";

/** An image that swaps to the placeholder when it fails to load (or has no source). */
export function FallbackImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={!src || failed ? FALLBACK_IMAGE : src}
      onError={() => setFailed(true)}
    />
  );
}
