import { MessageBodySchema, Msg, type ForgotPasswordBody } from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { api, errorMessage } from '@/lib/api-client';

/** `POST /users/auth/forget-password` → `message`. */
function forgotPassword(body: ForgotPasswordBody) {
  return api('/users/auth/forget-password', {
    method: 'POST',
    body,
    schema: MessageBodySchema,
    fallback: Msg.forgotInvalidEmail,
  });
}

/** Success: 'Reset link sent successfully!'; failure: the server's message or 'Invalid email.'. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => toast.success(Msg.resetLinkSent, ACCOUNT_TOAST_MS),
    onError: (err) => toast.error(errorMessage(err, Msg.forgotInvalidEmail), ACCOUNT_TOAST_MS),
  });
}
