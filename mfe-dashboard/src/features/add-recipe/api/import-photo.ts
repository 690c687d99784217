import { api } from '@forkful/runtime/api';
import { IMPORT_TIMEOUT_MS } from '../../recipe-import';

/**
 * POST /imports/photo: the photo an imported page named, fetched by the API and stored like an upload, so the recipe
 * shows our copy rather than hot-linking the page's. Resolves to the stored photo's URL.
 */
export async function storeImportedPhoto(url: string): Promise<string> {
  const stored = await api.imports.photo(url, { timeout: IMPORT_TIMEOUT_MS });
  if (typeof stored?.url !== 'string' || !stored.url) throw new Error('The server did not say where it stored the photo.');
  return stored.url;
}
