/** The design system's toasts (sonner, one polite live region), reused as is. */
export { toast, Toaster } from '@vastra/ui/toast';
