export { CurrentLanguage } from './current-language';
export { LanguageSwitch } from './language-switch';
export { bengaliFontHeadTags } from './bengali-font';
export { documentLocale, languageStore, preloadMessages, startLanguage } from './language-store';
