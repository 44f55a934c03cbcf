import { Button } from '@vastra/ui/button';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import {
  applyServerErrors,
  CheckboxField,
  Form,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  useSchemaForm,
} from '@/components/form';
import { useEditConflict } from '@/components/edit-conflict';
import { toBody, toFormValues, type FieldSpec } from '../lib/schema-fields';
import { CategoryPicker } from './category-picker';
import { ImageField } from './image-field';
import { ProductsPicker } from './products-picker';
import { ReferencePicker } from './reference-picker';
import { ShopLinkField } from './shop-link-field';

export interface SchemaFormProps {
  /** The contract's request body schema: the form is checked by exactly what the API parses. */
  schema: z.ZodObject;
  fields: FieldSpec[];
  /** The stored record being edited, or null for a new one. */
  record: Record<string, unknown> | null;
  submitLabel: string;
  readOnly?: boolean;
  /**
   * Saves the body (with `versionSeen`, the record's `editVersion` the form holds) and answers the
   * record as saved; a refusal is shown on the fields it names, or above the form.
   */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  /** Editing: the record as saved now, for "reload keeping my changes" after a refused save. */
  onReload?: () => Promise<Record<string, unknown>>;
  'aria-label': string;
}

const versionOf = (r: Record<string, unknown> | null | undefined): number | undefined =>
  typeof r?.editVersion === 'number' ? r.editVersion : undefined;

/**
 * One form for every content kind: its fields come from the kind's body schema (see
 * `schema-fields.ts`), drawn with the back office's shared fields, and the resolver turns the
 * inputs into the body and checks it with that schema, so each field shows the contract's message.
 */
export function SchemaForm({
  schema,
  fields,
  record,
  submitLabel,
  readOnly = false,
  onSubmit,
  onReload,
  'aria-label': label,
}: SchemaFormProps) {
  const checked = useMemo(
    () => z.preprocess((v) => toBody(fields, v as Record<string, unknown>), schema),
    [fields, schema],
  );
  const form = useSchemaForm(checked as never, toFormValues(fields, record) as never);
  // The version the form's values stand on: the record's, then each save's or reload's.
  const [version, setVersion] = useState(versionOf(record));
  const conflict = useEditConflict(
    form as never,
    onReload &&
      (async () => {
        const fresh = await onReload();
        setVersion(versionOf(fresh));
        return toFormValues(fields, fresh) as never;
      }),
  );
  return (
    <Form
      form={form}
      aria-label={label}
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={async (body) => {
        try {
          const saved = await onSubmit({
            ...(body as Record<string, unknown>),
            ...(version === undefined ? {} : { versionSeen: version }),
          });
          conflict.clear();
          const next = versionOf(saved as Record<string, unknown> | null);
          if (next !== undefined) setVersion(next);
        } catch (err) {
          conflict.refused(err);
          applyServerErrors(form as never, err);
        }
      }}
    >
      {fields.map((f) => {
        const common = {
          name: f.name,
          label: f.required || f.control === 'checkbox' ? f.label : `${f.label} (optional)`,
          hint: f.hint,
          disabled: readOnly,
        };
        switch (f.control) {
          case 'checkbox':
            return <CheckboxField key={f.name} {...common} />;
          case 'number':
            return <NumberField key={f.name} step="any" {...common} />;
          case 'select':
            return (
              <SelectField
                key={f.name}
                {...common}
                options={f.options.map((o) => ({ value: o, label: o }))}
              />
            );
          case 'textarea':
            return <TextareaField key={f.name} rows={6} {...common} />;
          case 'image':
            return <ImageField key={f.name} {...common} />;
          case 'list':
            return <TextareaField key={f.name} rows={3} {...common} />;
          case 'shop-link':
            return <ShopLinkField key={f.name} {...common} />;
          case 'categories':
          case 'subcategories':
            return <CategoryPicker key={f.name} level={f.control} {...common} />;
          case 'products':
            return <ProductsPicker key={f.name} {...common} />;
          case 'style':
          case 'influencer':
            return <ReferencePicker key={f.name} control={f.control} {...common} />;
          case 'date':
          case 'datetime':
            return <TextField key={f.name} type="date" {...common} />;
          default:
            return <TextField key={f.name} {...common} />;
        }
      })}
      {conflict.notice}
      {!readOnly && (
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </Form>
  );
}
