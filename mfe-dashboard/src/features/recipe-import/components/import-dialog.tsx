import { useId } from 'react';
import styled from 'styled-components';
import type { RecipeDraft } from '@forkful/domain';
import { Modal } from '@forkful/ui';
import { useT } from '../../../i18n';
import { FileImportForm } from './file-import-form';
import { PageImportForm } from './page-import-form';

const Section = styled.section`
  & + & {
    margin-top: 1.5rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SectionTitle = styled.h3`
  margin: 0 0 0.75rem;
  font-size: 1.05rem;
`;

/**
 * Bringing recipes in: a web page's recipe fills the Add Recipe form (`onDraft`; nothing is saved), or a JSON file's
 * recipes are saved at once. Escape and the close button close it; focus goes back to what opened it.
 */
export function ImportDialog({ onDraft, onClose }: { onDraft: (draft: RecipeDraft) => void; onClose: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Modal title={t('import.dialogTitle')} onClose={onClose}>
      <Section aria-labelledby={`${id}-page`}>
        <SectionTitle id={`${id}-page`}>{t('import.fromPage')}</SectionTitle>
        <PageImportForm onDraft={onDraft} />
      </Section>
      <Section aria-labelledby={`${id}-file`}>
        <SectionTitle id={`${id}-file`}>{t('import.orFile')}</SectionTitle>
        <FileImportForm />
      </Section>
    </Modal>
  );
}
