import { AuthResponseSchema, Msg, type AuthResponse, type LoginBody } from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { authPanel } from '@/entities/session';
import { peekIntent } from '@/entities/session/read-intent';
import { api, errorMessage } from '@/lib/api-client';
import { session } from '@/lib/session';

/** `POST /users/auth/login` → `data.token` + `data.user`. */
function login(body: LoginBody): Promise<AuthResponse> {
  return api('/users/auth/login', {
    method: 'POST',
    body,
    schema: AuthResponseSchema,
    fallback: Msg.loginServerError,
  });
}

/**
 * After any sign-in (password or phone code): stores the session, says 'Logged In Successfully',
 * closes the panel and goes to / — or back to the page where a visitor's action asked for the
 * sign-in (`signInToContinue`).
 */
export function useSignedIn() {
  const navigate = useNavigate();
  return (res: AuthResponse) => {
    session.set(res.data.user, res.data.token);
    toast.success(Msg.loggedIn, ACCOUNT_TOAST_MS);
    authPanel.close();
    void navigate(peekIntent()?.path ?? '/');
  };
}

/** E-mail and password; a refusal is a toast (and the form's alert line). */
export function useLogin() {
  const onSuccess = useSignedIn();
  return useMutation({
    mutationFn: login,
    onSuccess,
    onError: (err) => toast.error(errorMessage(err, Msg.loginServerError), ACCOUNT_TOAST_MS),
  });
}
