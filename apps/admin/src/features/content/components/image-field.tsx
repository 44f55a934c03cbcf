import { isShopImage } from '@vastra/contracts/shop-paths';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api';
import { uploadContentImage } from '../api/content-api';

/**
 * A picture's address, typed or filled by uploading a file (the API re-encodes it and answers
 * where it is served); the chosen picture is previewed.
 */
export function ImageField({
  name,
  label,
  hint,
  disabled,
}: {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const { setValue, watch } = useFormContext();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const value = watch(name) as string | undefined;
  return (
    <div className="flex flex-col gap-2">
      <TextField name={name} label={label} hint={hint} disabled={disabled} />
      {!disabled && (
        <div className="flex items-center gap-3 text-sm">
          <label htmlFor={id} className="font-medium">
            Upload a picture for “{label.replace(/ \(optional\)$/, '')}”
          </label>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setUploading(true);
              uploadContentImage(file)
                .then((url) => setValue(name, url, { shouldDirty: true, shouldValidate: true }))
                .catch((err: unknown) =>
                  toast.error(errorMessage(err, 'The picture could not be uploaded.')),
                )
                .finally(() => setUploading(false));
            }}
          />
          {uploading && <span aria-live="polite">Uploading…</span>}
        </div>
      )}
      {value && isShopImage(value) && (
        <img
          src={value}
          alt=""
          className="h-24 w-auto max-w-xs rounded-md border border-line object-cover"
        />
      )}
    </div>
  );
}
