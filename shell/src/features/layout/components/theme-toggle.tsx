import { IconButton, MoonIcon, SunIcon } from '@forkful/ui';
import { useThemeMode } from '../../theme';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <IconButton type="button" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
    </IconButton>
  );
}
