import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import {
  applyServerErrors,
  CheckboxField,
  Form,
  NumberField,
  SelectField,
  TextField,
  useSchemaForm,
} from '../form';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  price: z.number({ error: 'Enter the MRP' }).positive('The MRP must be above 0'),
  category: z.string().min(1, 'Choose a category'),
  active: z.boolean(),
});

function Harness({
  onValid,
  serverError,
}: {
  onValid: (v: z.output<typeof schema>) => void;
  serverError?: unknown;
}) {
  const form = useSchemaForm(schema, { name: '', price: undefined, category: '', active: false });
  return (
    <Form
      form={form}
      aria-label="Product"
      onSubmit={(v) => {
        if (serverError) applyServerErrors(form, serverError);
        else onValid(v);
      }}
    >
      <TextField name="name" label="Name" />
      <NumberField name="price" label="MRP" />
      <SelectField
        name="category"
        label="Category"
        placeholder="Choose"
        options={[{ value: 'c1', label: 'Women' }]}
      />
      <CheckboxField name="active" label="Active" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('schema forms', () => {
  it('shows the schema’s messages on the fields, marks them invalid and focuses the first', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter the MRP')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the schema’s output (trimmed text, numbers, booleans) to onSubmit', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Silk saree ');
    await userEvent.type(screen.getByLabelText('MRP'), '2499');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'c1');
    await userEvent.click(screen.getByLabelText('Active'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      name: 'Silk saree',
      price: 2499,
      category: 'c1',
      active: true,
    });
  });

  it('puts the server’s per-field messages on the fields and others on the form', async () => {
    const fieldErr = new ApiError('Invalid', 400, 'VALIDATION_ERROR', {
      errors: [{ path: ['name'], message: 'A product with this name exists' }],
    });
    const { unmount } = render(<Harness onValid={vi.fn()} serverError={fieldErr} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kurta');
    await userEvent.type(screen.getByLabelText('MRP'), '10');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'c1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A product with this name exists')).toBeInTheDocument();
    unmount();

    render(<Harness onValid={vi.fn()} serverError={new ApiError('Server is busy', 503)} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kurta');
    await userEvent.type(screen.getByLabelText('MRP'), '10');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'c1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is busy');
  });
});
