import {
  AddressBodySchema,
  DEFAULT_COUNTRY,
  digitsOnly,
  phoneInput,
  type Address,
} from '@vastra/contracts';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import { Input } from '@vastra/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { usePincode } from '@/entities/pincode';
import { useSaveAddress, type AddressInput } from '../api/save-address';

type Values = Required<AddressInput>;

const blank = (name = ''): Values => ({
  name,
  address: '',
  city: '',
  state: '',
  zipcode: '',
  phone: '',
  landmark: '',
  country: DEFAULT_COUNTRY,
});

const fromAddress = (a: Address): Values => ({
  name: a.name,
  address: a.address,
  city: a.city,
  state: a.state,
  zipcode: a.zipcode,
  phone: a.phone,
  landmark: a.landmark,
  country: a.country || DEFAULT_COUNTRY,
});

type Form = ReturnType<typeof useZodForm<Values, typeof AddressBodySchema>>;

/**
 * Looks up a pincode once six new digits are typed (not the one an edited address already has) and
 * fills city and state that are empty or still hold what the last lookup put there. Answers what
 * it filled, for a status line.
 */
function usePincodeFill(form: Form, initialZip: string): string {
  const { getValues, setValue, clearErrors } = form;
  const zipcode = form.watch('zipcode');
  const place = usePincode(zipcode !== initialZip ? zipcode : null).data;
  const auto = useRef<Record<'city' | 'state', string>>({ city: '', state: '' });
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!place) return;
    const found = { city: place.city ?? '', state: place.state ?? '' };
    const changed: ('city' | 'state')[] = [];
    for (const name of ['city', 'state'] as const) {
      const current = getValues(name);
      // What the shopper typed stays; what a lookup filled follows the pincode.
      if (!found[name] || (current !== '' && current !== auto.current[name])) continue;
      setValue(name, found[name]);
      clearErrors(name);
      auto.current[name] = found[name];
      changed.push(name);
    }
    if (changed.length === 0) return;
    const what = changed.length === 2 ? 'City and state' : changed[0] === 'city' ? 'City' : 'State';
    setSaid(`${what} filled in from pincode ${place.pincode}.`);
  }, [place, getValues, setValue, clearErrors]);
  return said;
}

export interface AddressFormProps {
  editing: Address | null;
  defaultName?: string;
  /** Cancel, or saved. */
  onDone: () => void;
  /** Called with the saved address before `onDone`. */
  onSaved?: (address: Address) => void;
  /** Inside a dialog: the dialog's title names the form, so no heading or card of its own. */
  bare?: boolean;
  /** How long the saved/failed toasts last. */
  toastMs?: number;
}

export const addressFormTitle = (editing: Address | null) =>
  editing ? 'Edit Address' : 'Add New Address';

/**
 * Add New Address / Edit Address, on the account page and in the checkout. Required: address,
 * city, state, zipcode, phone and country ('Please fill in all required fields.'); phone 10
 * digits; zipcode 6 digits; landmark optional. One message line (the first rule that fails);
 * every field in error is marked invalid. When a new pincode is typed, city (its district) and
 * state are filled from it if they are empty or were filled that way; the shopper can edit them.
 */
export function AddressForm({
  editing,
  defaultName,
  onDone,
  onSaved,
  bare,
  toastMs,
}: AddressFormProps) {
  const form = useZodForm(AddressBodySchema, editing ? fromAddress(editing) : blank(defaultName));
  const save = useSaveAddress(toastMs);
  const filled = usePincodeFill(form, editing?.zipcode ?? '');

  const onValid = form.handleSubmit((body) =>
    save.mutate(
      { id: editing?._id, body },
      {
        onSuccess: (res) => {
          onSaved?.(res.data);
          onDone();
        },
      },
    ),
  );

  const field = (
    name: keyof Values,
    label: string,
    extra: Partial<ComponentProps<typeof Input>> = {},
    transform?: (value: string) => string,
  ) => {
    const { error, ...props } = form.field(name, transform);
    return <Input label={label} aria-invalid={error ? true : undefined} {...props} {...extra} />;
  };

  const title = addressFormTitle(editing);
  return (
    <form
      onSubmit={(e) => void onValid(e)}
      noValidate
      aria-label={title}
      className={cx(!bare && 'mb-8 rounded-xl border border-line bg-surface-muted/40 p-5 sm:p-6')}
    >
      {!bare && <h3 className="font-display text-xl font-semibold">{title}</h3>}
      <div className={cx('grid gap-4 sm:grid-cols-2', !bare && 'mt-5')}>
        {field('name', 'Full Name', { autoComplete: 'name' })}
        {field(
          'phone',
          'Phone',
          { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
          phoneInput,
        )}
        {field('address', 'Address', {
          autoComplete: 'street-address',
          wrapperClassName: 'sm:col-span-2',
        })}
        {field('landmark', 'Landmark (optional)')}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('zipcode', 'Zipcode', { inputMode: 'numeric', autoComplete: 'postal-code' }, (v) =>
          digitsOnly(v, 6),
        )}
        {field('country', 'Country', { autoComplete: 'country-name' })}
      </div>
      <p role="status" className="sr-only">
        {filled}
      </p>
      {form.formError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-text">
          {form.formError}
        </p>
      )}
      <div className="mt-5 flex gap-3">
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Update Address' : 'Add Address'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
