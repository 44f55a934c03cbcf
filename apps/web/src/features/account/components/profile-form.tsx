import {
  AccountMsg,
  phoneInput,
  GENDERS,
  Msg,
  UpdateProfileBodySchema,
  type UpdateProfileBody,
  type User,
} from '@vastra/contracts';
import { Button, Input, Select, Skeleton } from '@vastra/ui';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { SectionHeading } from './section-heading';

type Values = {
  name: string;
  phone: string;
  email: string;
  gender: string;
  dob: string;
  currentPassword: string;
};
const fromUser = (u: User): Values => ({
  name: u.name,
  phone: u.phone,
  email: u.email,
  gender: u.gender,
  dob: u.dob,
  currentPassword: '',
});
const genderOptions = GENDERS.map((g) => ({ value: g, label: g }));

function Form({ user }: { user: User }) {
  const form = useZodForm(UpdateProfileBodySchema, fromUser(user));
  const save = useUpdateProfile();

  // Changing the e-mail needs the current password (the server checks it against the stored hash).
  const emailChanges = form.watch('email').trim().toLowerCase() !== user.email;

  const onValid = (body: UpdateProfileBody) => {
    if (emailChanges && !body.currentPassword) {
      form.setError('currentPassword', { message: AccountMsg.currentPasswordForEmail });
      form.setFocus('currentPassword');
      return;
    }
    const { currentPassword, ...rest } = body;
    save.mutate(emailChanges ? { ...rest, currentPassword } : rest, {
      onSuccess: () => form.resetField('currentPassword'),
    });
  };

  return (
    <form
      onSubmit={form.submit(onValid)}
      noValidate
      className="grid max-w-2xl gap-5 sm:grid-cols-2"
    >
      <Input label="Name" autoComplete="name" {...form.field('name')} />
      <Input
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={Msg.mobileHint}
        {...form.field('phone', phoneInput)}
      />
      <Input
        label="Email ID"
        type="email"
        autoComplete="email"
        {...form.field('email')}
        wrapperClassName="sm:col-span-2"
      />
      {emailChanges && (
        <Input
          label={AccountMsg.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          wrapperClassName="sm:col-span-2"
        />
      )}
      <Select
        label="Gender"
        placeholder="Select Gender"
        options={genderOptions}
        {...form.field('gender')}
      />
      <Input label="Birthday" type="date" {...form.field('dob')} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** My Profile: Name, Mobile Number, Email ID, Gender, Birthday. */
export function ProfileForm() {
  const profile = useProfile();
  return (
    <div>
      <SectionHeading>My Profile</SectionHeading>
      {profile.isPending ? (
        <div
          className="grid max-w-2xl gap-5 sm:grid-cols-2"
          aria-busy="true"
          aria-label="Loading profile"
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : profile.isError ? (
        <p role="alert" className="text-danger-text">
          {errorMessage(profile.error, Msg.profileFetchFailed)}
        </p>
      ) : (
        <Form key={profile.data._id} user={profile.data} />
      )}
    </div>
  );
}
