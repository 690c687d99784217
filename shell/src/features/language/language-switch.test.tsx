import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@forkful/design-tokens';
import { LOCALE_STORAGE_KEY } from '@forkful/domain';
import { useLocale } from '@forkful/runtime';
import { uiMessages } from '@forkful/ui';
import { appMessages } from '../../i18n';
import { CurrentLanguage } from './current-language';
import { languageStore } from './language-store';
import { LanguageSwitch } from './language-switch';

function PageLanguage() {
  return <p>Page in {useLocale()}</p>;
}

function renderSwitch() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <CurrentLanguage>
        <LanguageSwitch />
        <PageLanguage />
      </CurrentLanguage>
    </ThemeProvider>,
  );
}

describe('LanguageSwitch', () => {
  beforeAll(async () => {
    await appMessages.preload('bn');
    await uiMessages.preload('bn');
  });
  beforeEach(() => {
    window.localStorage.clear();
    languageStore.setState({ locale: 'en' });
  });

  it('offers each language in its own name, and switches the page to the one chosen', async () => {
    renderSwitch();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'বাংলা']);
    await userEvent.selectOptions(select, 'বাংলা');
    expect(await screen.findByText('Page in bn')).toBeInTheDocument();
    // Now labelled in Bangla, the choice remembered.
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bn');
  });

  it('is reached with the keyboard (a native select: the browser gives it its keys)', async () => {
    renderSwitch();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
  });
});
