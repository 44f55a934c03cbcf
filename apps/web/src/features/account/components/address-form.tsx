import {
  addressRules,
  DEFAULT_COUNTRY,
  digitsOnly,
  firstError,
  runRules,
  type Address,
} from '@vastra/contracts';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { Button, Input } from '@/components/ui';
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

interface AddressFormProps {
  editing: Address | null;
  defaultName?: string;
  onDone: () => void;
}

/**
 * Add New Address / Edit Address. Required: address, city, state, zipcode, phone and country
 * ('Please fill in all required fields.'); phone 10 digits; zipcode 6 digits; landmark optional.
 */
export function AddressForm({ editing, defaultName, onDone }: AddressFormProps) {
  const [values, setValues] = useState<Values>(() =>
    editing ? fromAddress(editing) : blank(defaultName),
  );
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const save = useSaveAddress();

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((s) => {
      if (!s.has(field)) return s;
      const next = new Set(s);
      next.delete(field);
      return next;
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v.trim()]),
    ) as Values;
    const problem = firstError(addressRules, trimmed);
    setError(problem);
    setInvalid(new Set(runRules(addressRules, trimmed).map((i) => i.path)));
    if (problem) return;
    save.mutate({ id: editing?._id, body: trimmed }, { onSuccess: onDone });
  };

  const field = (
    name: keyof Values,
    label: string,
    extra: Partial<ComponentProps<typeof Input>> = {},
  ) => (
    <Input
      label={label}
      name={name}
      value={values[name]}
      aria-invalid={invalid.has(name) || undefined}
      onChange={(e) => set(name, e.target.value)}
      {...extra}
    />
  );

  const title = editing ? 'Edit Address' : 'Add New Address';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="mb-8 rounded-xl border border-line bg-surface-muted/40 p-5 sm:p-6"
    >
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {field('name', 'Full Name', { autoComplete: 'name' })}
        {field('phone', 'Phone', {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          onChange: (e) => set('phone', digitsOnly(e.target.value, 10)),
        })}
        {field('address', 'Address', {
          autoComplete: 'street-address',
          wrapperClassName: 'sm:col-span-2',
        })}
        {field('landmark', 'Landmark (optional)')}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
        {field('zipcode', 'Zipcode', {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          onChange: (e) => set('zipcode', digitsOnly(e.target.value, 6)),
        })}
        {field('country', 'Country', { autoComplete: 'country-name' })}
      </div>
      {error && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-text">
          {error}
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
