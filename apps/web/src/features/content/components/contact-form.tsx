import { ContactBodySchema, Msg, phoneInput, type ContactInput } from '@vastra/contracts';
import { useState } from 'react';
import { Button } from '@vastra/ui/button';
import { Input, Textarea } from '@vastra/ui/input';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useSubmitContact } from '../api/submit-contact';

const empty: ContactInput = { name: '', email: '', phone: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** Contact Us form: inline validation by the contract, the shop's success and failure messages. */
export function ContactForm() {
  const form = useZodForm(ContactBodySchema, empty);
  const [sent, setSent] = useState(false);
  const submit = useSubmitContact();

  const onSubmit = form.submit(
    (body) =>
      submit.mutate(body, {
        onSuccess: (res) => {
          toast.success(res.message || Msg.contactSubmitted, ACCOUNT_TOAST_MS);
          form.reset(empty);
          setSent(true);
        },
        onError: (err) => {
          // Server-side field issues map back onto the inputs.
          const issues = err instanceof ApiError && (err.body as { issues?: unknown })?.issues;
          if (Array.isArray(issues))
            for (const i of issues as { path: string; message: string }[])
              if (isField(i.path)) form.setError(i.path, { message: i.message });
          toast.error(errorMessage(err, Msg.contactFailed), ACCOUNT_TOAST_MS);
        },
      }),
    () => toast.error(Msg.contactFixErrors, ACCOUNT_TOAST_MS),
  );

  const field = (name: (typeof FIELDS)[number], transform?: (v: string) => string) => {
    const props = form.field(name, transform);
    return {
      ...props,
      onChange: (e: Parameters<typeof props.onChange>[0]) => {
        setSent(false);
        return props.onChange(e);
      },
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Name" autoComplete="name" {...field('name')} />
        <Input
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('phone', phoneInput)}
        />
      </div>
      <Input label="Email" type="email" autoComplete="email" {...field('email')} />
      <Textarea label="Message" rows={5} {...field('message')} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" loading={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Send Message'}
        </Button>
        {sent && (
          <p className="text-sm font-medium text-success-text">
            Thanks — we&apos;ll reply within one working day.
          </p>
        )}
      </div>
    </form>
  );
}
