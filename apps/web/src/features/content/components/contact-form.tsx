import { Msg, type ContactInput } from '@vastra/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSubmitContact } from '../api/submit-contact';
import { validateContact, type ContactErrors } from '../lib/contact-validation';

const empty: ContactInput = { name: '', email: '', phone: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** Contact Us form: inline validation, the spec's success and failure messages. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const submit = useSubmitContact();
  const form = useRef<HTMLFormElement>(null);

  const set = (key: keyof ContactInput, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    setSent(false);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      toast.error(Msg.contactFixErrors);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    submit.mutate(values, {
      onSuccess: (res) => {
        toast.success(res.message || Msg.contactSubmitted);
        setValues(empty);
        setSent(true);
      },
      onError: (err) => {
        // Server-side field issues map back onto the inputs.
        if (err instanceof ApiError && Array.isArray((err.body as { issues?: unknown })?.issues)) {
          const issues = (err.body as { issues: { path: string; message: string }[] }).issues;
          const mapped: ContactErrors = {};
          for (const i of issues)
            if ((FIELDS as readonly string[]).includes(i.path))
              mapped[i.path as keyof ContactInput] = i.message;
          setErrors(mapped);
        }
        toast.error(errorMessage(err, Msg.contactFailed));
      },
    });
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <Input
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value.replace(/\D/g, '').slice(0, 10))}
          error={errors.phone}
        />
      </div>
      <Input
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <Textarea
        label="Message"
        name="message"
        rows={5}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
      />
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
