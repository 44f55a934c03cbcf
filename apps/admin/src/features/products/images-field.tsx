import { Button } from '@vastra/ui/button';
import { useState, type DragEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '@/components/form';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { uploadProductImage } from './api';

/** Moves the item at `from` to `to`, shifting the ones between. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > list.length - 1) return [...list];
  next.splice(to, 0, item);
  return next;
}

/**
 * The product's photos: upload (the API re-encodes each to WebP), reorder by dragging or with the
 * Move buttons (keyboard), remove. The first photo is the one listings show.
 */
export function ImagesField() {
  const { control, setValue, getValues } = useFormContext();
  const images = (useWatch({ control, name: 'images' }) as string[] | undefined) ?? [];
  const error = useFieldError('images');
  const [uploading, setUploading] = useState(0);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const set = (next: string[]) =>
    setValue('images', next, { shouldDirty: true, shouldValidate: false });

  const upload = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (list.length === 0) return;
    setUploading((n) => n + list.length);
    const added: string[] = [];
    for (const file of list) {
      try {
        added.push(await uploadProductImage(file));
      } catch (err) {
        toast.error(`${file.name}: ${errorMessage(err, 'The photo could not be uploaded.')}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length > 0) {
      const current = (getValues('images') as string[] | undefined) ?? [];
      set([...current, ...added]);
    }
  };

  const onDrop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragFrom !== null && dragFrom !== to) set(move(images, dragFrom, to));
    setDragFrom(null);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Photos</legend>
      {images.length === 0 ? (
        <p className="text-sm text-ink-muted">No photos yet.</p>
      ) : (
        <ol className="flex flex-wrap gap-3" aria-label="Photos in order">
          {images.map((src, i) => (
            <li
              key={src}
              draggable
              onDragStart={() => setDragFrom(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(i)}
              className="flex w-36 cursor-grab flex-col gap-1 rounded-lg border border-line bg-surface p-2"
            >
              <img
                src={src}
                alt={`${i + 1} of ${images.length}`}
                className="aspect-[3/4] w-full rounded object-cover"
              />
              <div className="flex justify-between gap-1">
                <Button
                  variant="ghost"
                  size="custom"
                  className="h-8 px-2 text-sm tracking-wide"
                  aria-label={`Move photo ${i + 1} earlier`}
                  disabled={i === 0}
                  onClick={() => set(move(images, i, i - 1))}
                >
                  ←
                </Button>
                <Button
                  variant="ghost"
                  size="custom"
                  className="h-8 px-2 text-sm tracking-wide"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => set(images.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
                <Button
                  variant="ghost"
                  size="custom"
                  className="h-8 px-2 text-sm tracking-wide"
                  aria-label={`Move photo ${i + 1} later`}
                  disabled={i === images.length - 1}
                  onClick={() => set(move(images, i, i + 1))}
                >
                  →
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-medium hover:bg-surface-muted focus-within:outline-2 focus-within:outline-brand-500">
          Upload photos
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        {uploading > 0 && (
          <span role="status" className="ml-3 text-sm text-ink-muted">
            Uploading {uploading} photo{uploading === 1 ? '' : 's'}…
          </span>
        )}
        <p className="mt-1 text-xs text-ink-muted">
          JPEG, PNG or WebP. The first photo is the one listings show; drag or use the arrows to
          reorder.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
