import {
  Msg,
  ProfileResponseSchema,
  type ProfileResponse,
  type UpdateProfileBody,
} from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { session } from '@/lib/session';
import { profileQueryKey } from './get-profile';

export function updateProfile(body: UpdateProfileBody): Promise<ProfileResponse> {
  return api('/users/profile', {
    method: 'PUT',
    body,
    schema: ProfileResponseSchema,
    fallback: Msg.profileUpdateFailed,
  });
}

/** Saves the profile; the stored session user follows (the header shows the new name). */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      qc.setQueryData(profileQueryKey, res.data);
      const current = session.get().user;
      if (current) session.updateUser({ ...current, ...res.data });
      toast.success(res.message ?? Msg.profileUpdated, ACCOUNT_TOAST_MS);
    },
    onError: (err) => toast.error(errorMessage(err, Msg.profileUpdateFailed), ACCOUNT_TOAST_MS),
  });
}
