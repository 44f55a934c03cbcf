import { Button } from '@vastra/ui/button';
import {
  CategoryInputSchema,
  SubcategoryInputSchema,
  type CategoryInput,
  type SubcategoryInput,
} from '@vastra/contracts/admin/catalogue';
import { applyServerErrors, Form, NumberField, TextField, useSchemaForm } from '@/components/form';

interface Props<V> {
  initial: V;
  onSave: (values: V) => Promise<unknown>;
  onCancel: () => void;
}

/** Name, slug (blank: from the name) and position in the menu. */
export function CategoryForm({ initial, onSave, onCancel }: Props<CategoryInput>) {
  const form = useSchemaForm(CategoryInputSchema, initial);
  return (
    <Form
      form={form}
      aria-label="Category"
      className="flex flex-col gap-4 px-5 py-4"
      onSubmit={async (v) => {
        try {
          await onSave(v);
        } catch (err) {
          applyServerErrors(form, err);
        }
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="slug" label="Slug" hint="Leave empty to make it from the name." />
      <NumberField name="position" label="Position in the menu" min={0} step={1} />
      <Actions onCancel={onCancel} busy={form.formState.isSubmitting} />
    </Form>
  );
}

export function SubcategoryForm({ initial, onSave, onCancel }: Props<SubcategoryInput>) {
  const form = useSchemaForm(SubcategoryInputSchema, initial);
  return (
    <Form
      form={form}
      aria-label="Subcategory"
      className="flex flex-col gap-4 px-5 py-4"
      onSubmit={async (v) => {
        try {
          await onSave(v);
        } catch (err) {
          applyServerErrors(form, err);
        }
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="slug" label="Slug" hint="Leave empty to make it from the name." />
      <Actions onCancel={onCancel} busy={form.formState.isSubmitting} />
    </Form>
  );
}

function Actions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        Save
      </Button>
    </div>
  );
}
