import { IconButton, MoonIcon, SunIcon } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useThemeMode } from '../../theme';

export function ThemeToggle() {
  const t = useT();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton type="button" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
    </IconButton>
  );
}
