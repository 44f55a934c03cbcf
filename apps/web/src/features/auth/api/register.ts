import { MessageBodySchema, Msg, type RegisterBody } from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { authPanel } from '@/entities/session';
import { api, errorMessage } from '@/lib/api-client';

/** `POST /users/auth/register` → `message`. */
function register(body: RegisterBody) {
  return api('/users/auth/register', {
    method: 'POST',
    body,
    schema: MessageBodySchema,
    fallback: Msg.registrationFailed,
  });
}

/** Shows the server's message, closes the panel and opens sign-in. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (res) => {
      toast.success(res.message, ACCOUNT_TOAST_MS);
      authPanel.open('signin');
    },
    onError: (err) => toast.error(errorMessage(err, Msg.registrationFailed), ACCOUNT_TOAST_MS),
  });
}
