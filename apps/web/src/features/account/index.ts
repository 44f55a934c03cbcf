export { AccountShell } from './components/account-shell';
export { ProfileForm } from './components/profile-form';
export { ManageAddresses } from './components/manage-addresses';
export { ChangePasswordForm } from './components/change-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
