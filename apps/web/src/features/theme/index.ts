export { ThemeToggle } from './components/theme-toggle';
export { useTheme, themeStore, initialTheme, THEME_KEY, type Theme } from '@vastra/ui/use-theme';
