import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { isLocale, LOCALE_NAMES, LOCALES } from '@forkful/domain';
import { useLocale } from '@forkful/runtime';
import { useT } from '../../i18n';
import { languageStore } from './language-store';

const Select = styled.select`
  min-height: 2.5rem;
  max-width: 7.5rem;
  padding: 0.35rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/**
 * The header's Language switch: a native select (keyboard and screen readers know it), each language in its own
 * name. It shows the choice at once; the page follows when its messages are in (CurrentLanguage).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const shown = useLocale();
  // The server (and hydration) show the page's language; then the choice, at once, while the page follows.
  const chosen = useSyncExternalStore(languageStore.subscribe, () => languageStore.getState().locale, () => shown);
  return (
    <Select
      className={className}
      aria-label={t('language.label')}
      title={t('language.label')}
      value={chosen}
      onChange={(event) => isLocale(event.target.value) && languageStore.getState().setLanguage(event.target.value)}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </Select>
  );
}
