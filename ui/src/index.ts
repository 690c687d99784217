/**
 * @forkful/ui: the UI kit every Forkful frontend bundles (TypeScript source, compiled by each app). The theme object
 * it styles with comes at run time from the shell through styled-components; its shape is the contract
 * `ForkfulTheme` in @forkful/design-tokens. The exports only grow.
 */
export { alpha, circle, focusRing, mediaBelow, mediaUp, surfacePanel, visuallyHidden } from './theme/tokens';
export { GlobalStyle } from './theme/global-style';

export { Button, ButtonLink, IconButton, buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './components/button';
export { Input, Select, TextArea, controlStyles } from './components/form-controls';
export { FieldError, FormField, TextAreaField, TextField, fieldControlProps, fieldIds, type FieldLabelling } from './components/form-field';
export { VisuallyHidden } from './components/visually-hidden';
export { CARD_IMAGE_SIZES, Card, CardGrid, TrioGrid } from './components/card';
export { NarrowContainer, PageContainer, PageHeader, Prose, SectionTitle } from './components/page-layout';
export { RecipeImage } from './components/recipe-image';
export { RecipeThumb } from './components/recipe-thumb';
export { FIRST_ROW_CARDS, RecipeCard } from './components/recipe-card';
export { EmptyState } from './components/empty-state';
export { ShowMore } from './components/show-more';
export { ThemedToaster } from './components/themed-toaster';
export { Loading, Spinner } from './components/loading';

export { Icon, lineIcon, type IconProps } from './icons/icon';
export {
  ChevronIcon,
  CloseIcon,
  ImageIcon,
  MenuIcon,
  MinusIcon,
  MoonIcon,
  PlusIcon,
  PrinterIcon,
  SearchIcon,
  ShareIcon,
  SunIcon,
  UserIcon,
} from './icons/ui-icons';
export {
  BookIcon,
  BookmarkHeartIcon,
  BookmarkIcon,
  ClockIcon,
  ForkIcon,
  GlobeIcon,
  HeartIcon,
  PeopleIcon,
  PlateIcon,
  SparkIcon,
} from './icons/food-icons';
export { FacebookIcon, GoogleIcon, InstagramIcon, XIcon, YoutubeIcon } from './icons/brand-icons';

export { documentTitle, useDocumentTitle } from './hooks/use-document-title';
export { usePageMeta, type PageMeta } from './hooks/use-page-meta';
export { useMediaQuery, usePrefersReducedMotion } from './hooks/use-media-query';
export { routeCheckOf, useHostHasRoute } from './hooks/use-host-route';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './hooks/use-debounced-value';
export { resolveImageUrl } from './lib/image-url';

export { RemoteProviders, remoteQueryClient, withRemoteProviders } from './providers/remote-providers';
export { StandaloneHarness, type StandaloneLink } from './standalone/standalone-harness';
export { useStandaloneTheme } from './standalone/use-standalone-theme';
export { startStandalone } from './standalone/start-standalone';
export { standaloneLocale } from './standalone/standalone-locale';

export { SkeletonBlock } from './components/skeleton';
export { Modal } from './components/modal';
export { HydratedApart } from './components/hydrated-apart';
export { Options } from './components/options';
export { ExtensionSlot, type ExtensionSlotProperties } from './components/extension-slot';
export { SourceLink, textLinkStyles, webSource, type WebSource } from './components/source-link';
export { RatingBadge } from './components/rating-badge';

export {
  createMessages,
  type AppMessages,
  type MessageLoaders,
  type MessageValues,
  type Translate,
  type Translations,
} from './i18n/create-messages';
export { formattersFor, useFormat, type Formatters } from './i18n/use-format';
export { uiMessages, useUiT } from './i18n/ui-messages';
export { useRecipeTerms } from './i18n/recipe-terms';
export { apiErrorMessages, useApiErrorText } from './i18n/api-errors/use-api-error-text';
