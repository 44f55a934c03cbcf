export { AuthPanels } from './components/auth-panels';
