import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cx } from '@vastra/ui/cx';
import { Modal } from '@vastra/ui/modal';
import {
  GALLERY,
  GALLERY_MAIN,
  GALLERY_MAIN_BOX,
  GALLERY_MAIN_IMAGE,
  GALLERY_THUMB,
  GALLERY_THUMBS,
} from '../lib/page-layout';

/**
 * Image gallery: thumbnails (a column on wide screens, a row on phones), a main image that zooms
 * under the pointer on hover, and a full-size view on click. Arrow keys move between images.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const list = images.length > 0 ? images : [''];
  const [index, setIndex] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const current = list[Math.min(index, list.length - 1)] ?? '';

  const go = (delta: number) => setIndex((i) => (i + delta + list.length) % list.length);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  };
  const onMove = (e: MouseEvent<HTMLElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setOrigin(
      `${(((e.clientX - r.left) / r.width) * 100).toFixed(1)}% ${(((e.clientY - r.top) / r.height) * 100).toFixed(1)}%`,
    );
  };

  return (
    // The arrow keys step through the pictures while focus is on any of the gallery's buttons
    // (a keyboard shortcut caught as it bubbles, not a control of its own).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={GALLERY} onKeyDown={onKey}>
      {list.length > 1 && (
        <ul aria-label="Product images" className={GALLERY_THUMBS}>
          {list.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${list.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={cx(
                  GALLERY_THUMB,
                  'bg-surface-muted ring-offset-2 ring-offset-surface transition',
                  i === index ? 'ring-2 ring-ink' : 'opacity-70 ring-1 ring-line hover:opacity-100',
                )}
              >
                {/* Lazy: the main image (same URL, fetchpriority high) must make the first request. */}
                {src && (
                  <img
                    src={src}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover object-top"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={GALLERY_MAIN_BOX}>
        <button
          type="button"
          onClick={() => current && setFull(true)}
          onMouseMove={onMove}
          onMouseLeave={() => setOrigin(null)}
          aria-label={`Zoom image ${index + 1} of ${name}`}
          className={GALLERY_MAIN}
        >
          {current ? (
            <img
              src={current}
              alt={`${name} — view ${index + 1}`}
              fetchPriority="high"
              className={cx(GALLERY_MAIN_IMAGE, 'transition-transform duration-200 ease-out')}
              style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined}
            />
          ) : (
            <span className="grid h-full place-items-center text-sm text-ink-muted">No image</span>
          )}
        </button>
        {list.length > 1 && (
          <p className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-medium text-white md:hidden">
            {index + 1} / {list.length}
          </p>
        )}
      </div>
      <Modal open={full} onClose={() => setFull(false)} title={name} size="full">
        <div className="flex h-full flex-col items-center justify-center gap-4 p-4">
          <img
            src={current}
            alt={`${name} — view ${index + 1}, full size`}
            className="max-h-[80vh] w-auto max-w-full object-contain"
          />
          {list.length > 1 && (
            <div className="flex gap-3">
              <button
                type="button"
                onClick={() => go(-1)}
                className="rounded-full border border-line px-4 py-2 text-sm hover:bg-surface-muted"
              >
                ← Previous
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                className="rounded-full border border-line px-4 py-2 text-sm hover:bg-surface-muted"
              >
                Next →
              </button>
            </div>
          )}
        </div>
      </Modal>
    </div>
  );
}
