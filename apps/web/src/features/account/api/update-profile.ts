import { Msg, type ProfileResponse, type UpdateProfileBody } from '@vastra/contracts';
import { usersApi } from '@vastra/contracts/routes/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { apiRoute, errorMessage } from '@/lib/api-client';
import { session } from '@/lib/session';
import { profileQueryKey } from './get-profile';

function updateProfile(body: UpdateProfileBody): Promise<ProfileResponse> {
  return apiRoute(usersApi.updateProfile, {
    body,
    fallback: Msg.profileUpdateFailed,
  });
}

/** Saves the profile; the stored session user (and, after an e-mail change, token) follows. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      qc.setQueryData(profileQueryKey, res.data);
      const current = session.get().user;
      // An e-mail change signs out the other sessions and answers this one a new token.
      if (current && res.token) session.set({ ...current, ...res.data }, res.token);
      else if (current) session.updateUser({ ...current, ...res.data });
      toast.success(res.message ?? Msg.profileUpdated, ACCOUNT_TOAST_MS);
    },
    onError: (err) => toast.error(errorMessage(err, Msg.profileUpdateFailed), ACCOUNT_TOAST_MS),
  });
}
