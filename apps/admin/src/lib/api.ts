import { createApiClient } from '@vastra/client';
import { staffSession } from './session';

export { ApiError, errorMessage, saveBlob, type Query } from '@vastra/client';

/** Base path of the API; the dev and preview servers (and nginx) proxy /api to it. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

type Handler = () => void;
let onSignedOut: Handler = () => undefined;

/** The app registers its navigation to the sign-in page here (a 401 ends the staff session). */
export function setSignedOutHandler(handler: Handler): void {
  onSignedOut = handler;
}

/**
 * The back office's one way to call the API: JSON in and out with the staff bearer token (never
 * the shopper's), the server's message on failure, an expired or refused session (401) sends the
 * user to sign in.
 */
const client = createApiClient({
  base: API_BASE,
  token: () => staffSession.get().token,
  onSessionEnd: () => {
    staffSession.clear();
    onSignedOut();
  },
  failureMessage: (status) =>
    status === 403 ? 'You do not have permission to do this.' : `Request failed (${status})`,
});

export const api = client.api;
/** A file from the API (CSV export, PDF), fetched with the staff token. */
export const apiBlob = client.blob;
