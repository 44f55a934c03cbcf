/** The design system's toasts (sonner, one polite live region), reused as is. */
export { toast, Toaster, TOAST_REGION_LABEL } from '@vastra/ui/toast';
