export { cn } from './cn';
export {
  Button,
  buttonClass,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { PasswordInput } from './password-input';
export { Input, Textarea, type InputProps, type TextareaProps } from './input';
export { Select, type SelectOption, type SelectProps } from './select';
export { Sheet } from './sheet';
export { BottomSheet } from './bottom-sheet';
export { Modal } from './modal';
export { PhotoPicker, type PhotoPickerProps } from './photo-picker';
export { Accordion, type AccordionItem } from './accordion';
export { Tabs, TabPanel, type TabItem } from './tabs';
export { Skeleton } from './skeleton';
export { Badge, CountBadge, badgeCount } from './badge';
export { Spinner } from './spinner';
export { toast, Toaster, STOREFRONT_TOAST_MS, ACCOUNT_TOAST_MS, TOAST_REGION_LABEL } from './toast';
export * from './icons';
export {
  Carousel,
  type CarouselProps,
  type CarouselOptions,
  type CarouselPlugin,
} from './carousel';
export { useTheme, themeStore, initialTheme, THEME_KEY, type Theme } from './use-theme';
