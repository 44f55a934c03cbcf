import { Button } from '@vastra/ui/button';
import {
  CategoryInputSchema,
  SubcategoryInputSchema,
  type CategoryInput,
  type SubcategoryInput,
} from '@vastra/contracts/admin/catalogue';
import { useEditConflict } from '@/components/edit-conflict';
import { applyServerErrors, Form, NumberField, TextField, useSchemaForm } from '@/components/form';

interface Props<V> {
  /** Editing: with `versionSeen`, the record's version, sent back with the save. */
  initial: V;
  onSave: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** Editing: the record as saved now, for "reload keeping my changes" after a refused save. */
  onReload?: () => Promise<V>;
}

/** Name, slug (blank: from the name) and position in the menu. */
export function CategoryForm({ initial, onSave, onCancel, onReload }: Props<CategoryInput>) {
  const form = useSchemaForm(CategoryInputSchema, initial);
  const conflict = useEditConflict(form as never, onReload as never);
  return (
    <Form
      form={form}
      aria-label="Category"
      className="flex flex-col gap-4 px-5 py-4"
      onSubmit={async (v) => {
        try {
          await onSave(v);
        } catch (err) {
          conflict.refused(err);
          applyServerErrors(form, err);
        }
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="slug" label="Slug" hint="Leave empty to make it from the name." />
      <NumberField name="position" label="Position in the menu" min={0} step={1} />
      {conflict.notice}
      <Actions onCancel={onCancel} busy={form.formState.isSubmitting} />
    </Form>
  );
}

export function SubcategoryForm({ initial, onSave, onCancel, onReload }: Props<SubcategoryInput>) {
  const form = useSchemaForm(SubcategoryInputSchema, initial);
  const conflict = useEditConflict(form as never, onReload as never);
  return (
    <Form
      form={form}
      aria-label="Subcategory"
      className="flex flex-col gap-4 px-5 py-4"
      onSubmit={async (v) => {
        try {
          await onSave(v);
        } catch (err) {
          conflict.refused(err);
          applyServerErrors(form, err);
        }
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="slug" label="Slug" hint="Leave empty to make it from the name." />
      {conflict.notice}
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
