import {
  AccountMsg,
  digitsOnly,
  fieldErrors,
  GENDERS,
  Msg,
  profileRules,
  type User,
} from '@vastra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, Input, Select, Skeleton } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
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
  const [values, setValues] = useState<Values>(() => fromUser(user));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useUpdateProfile();

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // Changing the e-mail needs the current password (the server checks it).
  const emailChanges = values.email.trim().toLowerCase() !== user.email;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const normalised = {
      ...values,
      name: values.name.trim(),
      email: values.email.trim().toLowerCase(),
    };
    const found: Partial<Record<keyof Values, string>> = fieldErrors(profileRules, normalised);
    if (emailChanges && values.currentPassword === '')
      found.currentPassword = AccountMsg.currentPasswordForEmail;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { currentPassword, ...rest } = normalised;
    save.mutate(emailChanges ? { ...rest, currentPassword } : rest, {
      onSuccess: () => set('currentPassword', ''),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5 sm:grid-cols-2">
      <Input
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <Input
        label="Mobile Number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.phone}
        hint={Msg.mobileHint}
        error={errors.phone}
        onChange={(e) => set('phone', digitsOnly(e.target.value, 10))}
      />
      <Input
        label="Email ID"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
        wrapperClassName="sm:col-span-2"
      />
      {emailChanges && (
        <Input
          label={AccountMsg.currentPasswordLabel}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => set('currentPassword', e.target.value)}
          wrapperClassName="sm:col-span-2"
        />
      )}
      <Select
        label="Gender"
        name="gender"
        placeholder="Select Gender"
        options={genderOptions}
        value={values.gender}
        error={errors.gender}
        onChange={(e) => set('gender', e.target.value)}
      />
      <Input
        label="Birthday"
        name="dob"
        type="date"
        value={values.dob}
        error={errors.dob}
        onChange={(e) => set('dob', e.target.value)}
      />
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
