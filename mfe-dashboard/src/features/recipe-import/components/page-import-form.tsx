import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { IMPORT_LIMITS, type RecipeDraft } from '@forkful/domain';
import { Button, TextField, useApiErrorText } from '@forkful/ui';
import { useT } from '../../../i18n';
import { importFailureMessage } from '../api/import-failure';
import { checkPageAddress, useImportPage } from '../api/import-page';

export const ImportForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;

  & > div {
    align-self: stretch;
  }
`;

/** The address of a web page and "Import"; the draft goes to `onDraft`, a refusal shows under the field. */
export function PageImportForm({ onDraft }: { onDraft: (draft: RecipeDraft) => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  const id = useId();
  const fieldId = `${id}-url`;
  // TextField takes no ref: the field is found by its id (the dialog is in the document, through a portal).
  const focusField = () => document.getElementById(fieldId)?.focus();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const importPage = useImportPage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (importPage.isPending) return;
    const refusal = checkPageAddress(url, t);
    setProblem(refusal);
    if (refusal) return focusField();
    importPage.mutate(url, {
      onSuccess: onDraft,
      onError: (error) => {
        setProblem(importFailureMessage(error, errorText, (reason) => t('import.pageFailed', { reason })));
        focusField();
      },
    });
  };

  return (
    <ImportForm noValidate onSubmit={submit}>
      <TextField
        id={fieldId}
        label={t('import.address')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={t('common.urlPlaceholder')}
        maxLength={IMPORT_LIMITS.urlMaxLength}
        required
        value={url}
        error={problem ?? undefined}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Button type="submit" disabled={importPage.isPending}>
        {importPage.isPending ? t('import.importing') : t('import.import')}
      </Button>
    </ImportForm>
  );
}
