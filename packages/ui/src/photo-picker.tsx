import { useEffect, useId, useMemo } from 'react';
import { Button } from './button';

export interface PhotoPickerProps {
  /** The chosen photos, in the order they were picked. */
  photos: File[];
  onChange: (photos: File[]) => void;
  /** At most this many (the picker hides once full); 1 for a single photo. */
  max: number;
  label: string;
}

/**
 * Optional photos for a form (a review, a return): picks image files up to `max`, previews each
 * and lets the shopper remove any. With `max` 1 a new pick replaces the photo.
 */
export function PhotoPicker({ photos, onChange, max, label }: PhotoPickerProps) {
  const inputId = useId();
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const single = max === 1;
  const full = !single && photos.length >= max;

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {!single && (
        <p className="text-xs text-ink-muted">
          Up to {max} photos ({photos.length} of {max} added).
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={!single}
        disabled={full}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (picked.length === 0) return;
          onChange(single ? picked.slice(0, 1) : [...photos, ...picked].slice(0, max));
        }}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface-muted file:px-3 file:py-1.5 file:text-sm file:font-medium disabled:opacity-50"
      />
      {previews.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={single ? undefined : 'Chosen photos'}>
          {previews.map((url, i) => (
            <li key={`${i}-${url}`} className="flex items-end gap-2">
              <img
                src={url}
                alt={single ? 'Preview of your upload' : `Preview of photo ${i + 1}`}
                className="h-24 w-24 rounded-lg object-cover"
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={single ? undefined : `Remove photo ${i + 1}`}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                Remove photo
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
