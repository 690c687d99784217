import { IMPORT_LIMITS, type ImportFileResult } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import type { T } from '../../../i18n';
import { useRecipeWrite } from '../../recipe-writes';

/** An 8 MB file on a slow uplink, and up to 200 recipes saved one by one, take longer than a plain JSON call. */
export const FILE_IMPORT_TIMEOUT_MS = 5 * 60 * 1000;

/** The file's checks before it is sent: one is chosen, and it is not over the API's size limit (worded by `t`). */
export function checkRecipesFile(file: File | null, t: T): string | null {
  if (!file) return t('import.chooseFile');
  const megabyte = 1024 * 1024;
  if (file.size > IMPORT_LIMITS.fileMaxBytes) {
    return t('import.fileTooLarge', { size: file.size / megabyte, max: IMPORT_LIMITS.fileMaxBytes / megabyte });
  }
  return null;
}

/** POST /imports/file (multipart, the JSON file in the field "file"): each recipe of the file saved or refused. */
export async function importRecipesFile(file: File): Promise<ImportFileResult> {
  const body = new FormData();
  body.append('file', file);
  const result = await api.imports.file(body, { timeout: FILE_IMPORT_TIMEOUT_MS });
  return { imported: result?.imported ?? [], refused: result?.refused ?? [] };
}

/** Imports a file; the recipes it saved are a recipe write, so my recipes, the statistics and the lists refetch. */
export const useImportFile = () => useRecipeWrite(importRecipesFile);
