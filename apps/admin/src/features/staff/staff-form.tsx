import { Button } from '@vastra/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateStaffBodySchema,
  UpdateStaffBodySchema,
  type Staff,
} from '@vastra/contracts/admin/staff';
import {
  applyServerErrors,
  CheckboxField,
  Form,
  SelectField,
  TextField,
  useSchemaForm,
} from '@/components/form';
import { useEditConflict } from '@/components/edit-conflict';
import { toast } from '@/components/toast';
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/roles';
import { createStaff, listStaff, staffKey, updateStaff } from './api';

const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** A new staff account: name, e-mail, first password and role. */
export function CreateStaffForm({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  const form = useSchemaForm(CreateStaffBodySchema, {
    name: '',
    email: '',
    password: '',
    role: 'staff',
  });
  const mutation = useMutation({
    mutationFn: createStaff,
    onSuccess: (staff) => {
      void client.invalidateQueries({ queryKey: staffKey });
      toast.success(`${staff.name} can now sign in.`);
      onDone();
    },
    onError: (err) => applyServerErrors(form, err),
  });
  return (
    <Form
      form={form}
      onSubmit={(v) => mutation.mutate(v)}
      className="flex flex-col gap-4 px-5 py-4"
      aria-label="New staff account"
    >
      <TextField name="name" label="Name" autoComplete="off" />
      <TextField name="email" label="E-mail" type="email" autoComplete="off" />
      <TextField
        name="password"
        label="First password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; they can change it later."
      />
      <SelectField name="role" label="Role" options={roleOptions} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Add staff
        </Button>
      </div>
    </Form>
  );
}

/** Name, role, active, and optionally a new password (which signs the account out everywhere). */
export function EditStaffForm({ staff, onDone }: { staff: Staff; onDone: () => void }) {
  const client = useQueryClient();
  const form = useSchemaForm(UpdateStaffBodySchema, {
    name: staff.name,
    role: staff.role,
    active: staff.active,
    password: undefined,
    versionSeen: staff.editVersion,
  });
  // After a refused save: the account as saved now, from a fresh list.
  const conflict = useEditConflict(form as never, async () => {
    const all = await client.fetchQuery({
      queryKey: staffKey,
      queryFn: ({ signal }) => listStaff(signal),
      staleTime: 0,
    });
    const now = all.find((s) => s._id === staff._id) ?? staff;
    return {
      name: now.name,
      role: now.role,
      active: now.active,
      password: undefined,
      versionSeen: now.editVersion,
    } as never;
  });
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updateStaff>[1]) => updateStaff(staff._id, body),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: staffKey });
      toast.success(`${saved.name}'s account is saved.`);
      onDone();
    },
    onError: (err) => {
      conflict.refused(err);
      applyServerErrors(form, err);
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(v) => mutation.mutate(v)}
      className="flex flex-col gap-4 px-5 py-4"
      aria-label={`Edit ${staff.name}`}
    >
      <TextField name="name" label="Name" autoComplete="off" />
      <SelectField name="role" label="Role" options={roleOptions} />
      <CheckboxField
        name="active"
        label="Active (may sign in)"
        hint="Deactivating signs the account out everywhere."
      />
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        emptyAsUndefined
        hint="Leave empty to keep the current one."
      />
      {conflict.notice}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
