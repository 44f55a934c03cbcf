export { authPanel, useAuthPanel, type AuthPanelKind } from './auth-panel';
