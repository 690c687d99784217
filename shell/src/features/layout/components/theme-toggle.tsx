import { MoonIcon, SunIcon } from '../../../components/icons';
import { useThemeMode } from '../../theme/theme-mode';
import { IconButton } from './header-styles';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <IconButton type="button" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
