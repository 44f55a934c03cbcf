import { Button } from '@vastra/ui/button';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { NumberField, TextField, useFieldError } from '@/components/form';

/** Sizes with their own stock: one row per size, added and removed freely. */
export function SizesField() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'inventory' });
  const arrayError = useFieldError('inventory');
  const rootError = useFieldError('inventory.root');
  const listError = arrayError ?? rootError;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Sizes and stock</legend>
      {fields.map((f, i) => (
        <div key={f.id} className="flex items-end gap-3" role="group" aria-label={`Size ${i + 1}`}>
          <TextField name={`inventory.${i}.size`} label="Size" className="w-28" />
          <NumberField
            name={`inventory.${i}.stock`}
            label="Stock"
            min={0}
            step={1}
            className="w-32"
          />
          <Button
            variant="ghost"
            size="sm"
            className="mb-1"
            aria-label={`Remove size ${i + 1}`}
            onClick={() => remove(i)}
            disabled={fields.length === 1}
          >
            Remove
          </Button>
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-xs font-medium text-danger-text">
          {listError}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => append({ size: '', stock: 0 })}>
          Add size
        </Button>
      </div>
    </fieldset>
  );
}
