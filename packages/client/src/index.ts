export {
  ApiError,
  createApiClient,
  errorMessage,
  saveBlob,
  type ApiClient,
  type ApiClientConfig,
  type Query,
  type RequestOptions,
} from './api-client';
export { createSessionStore, type SessionStore, type SessionStoreConfig } from './session-store';
