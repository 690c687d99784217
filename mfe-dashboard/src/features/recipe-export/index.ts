/** Taking recipes out (issue 32): the cook's recipes as a JSON file of schema.org recipes. */
export { DownloadRecipesButton } from './components/download-recipes-button';
