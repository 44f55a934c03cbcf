export { authPanel, useAuthPanel, type AuthPanelKind } from './auth-panel';
export {
  forgetIntent,
  forgetIntentOnClose,
  offerSignIn,
  signInToContinue,
  storedIntent,
  type IntentAction,
} from './pending-intent';
