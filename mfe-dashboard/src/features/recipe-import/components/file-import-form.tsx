import { useId, useState, type FormEvent } from 'react';
import { IMPORT_LIMITS } from '@forkful/domain';
import { Button, TextField, useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { importFailureMessage } from '../api/import-failure';
import { checkRecipesFile, useImportFile } from '../api/import-file';
import { FileImportResult } from './file-import-result';
import { ImportForm } from './page-import-form';

/** A JSON file of recipes and "Import file": every recipe in it is saved or refused, and the dialog lists which. */
export function FileImportForm() {
  const t = useT();
  const errorText = useApiErrorText();
  const id = useId();
  const fieldId = `${id}-file`;
  // TextField takes no ref: the field is found by its id (the dialog is in the document, through a portal).
  const focusField = () => document.getElementById(fieldId)?.focus();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importFile = useImportFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (importFile.isPending) return;
    const refusal = checkRecipesFile(file, t);
    setProblem(refusal);
    if (refusal || !file) return focusField();
    importFile.mutate(file, {
      onError: (error) => {
        setProblem(importFailureMessage(error, errorText, (reason) => t('import.fileFailed', { reason })));
        focusField();
      },
    });
  };

  return (
    <ImportForm noValidate onSubmit={submit}>
      <TextField
        id={fieldId}
        label={t('import.file')}
        type="file"
        accept=".json,application/json"
        hint={t('import.fileHint', { max: IMPORT_LIMITS.fileMaxRecipes })}
        error={problem ?? undefined}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setProblem(null);
          importFile.reset();
        }}
      />
      <Button type="submit" $variant="outline" disabled={importFile.isPending}>
        {importFile.isPending ? t('import.importingFile') : t('import.importFile')}
      </Button>
      <FileImportResult result={importFile.data} />
    </ImportForm>
  );
}
