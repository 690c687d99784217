/** What other shell features may use of the theme: the current mode and its toggle. */
export { useThemeMode } from './theme-mode';
