/** Bringing recipes in (issue 32): the Add Recipe page's import dialog, its notice, and the import call budget. */
export { IMPORT_TIMEOUT_MS } from './api/import-page';
export { ImportRecipes } from './components/import-recipes';
export { ImportedNotice } from './components/imported-notice';
