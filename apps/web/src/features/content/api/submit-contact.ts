import {
  ContactResponseSchema,
  Msg,
  type ContactInput,
  type ContactResponse,
} from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /contact {name, email, phone, message}`. */
async function submitContact(body: ContactInput): Promise<ContactResponse> {
  return api('/contact', {
    method: 'POST',
    body,
    schema: ContactResponseSchema,
    fallback: Msg.contactFailed,
  });
}

export function useSubmitContact() {
  return useMutation({ mutationKey: ['contact'], mutationFn: submitContact });
}
