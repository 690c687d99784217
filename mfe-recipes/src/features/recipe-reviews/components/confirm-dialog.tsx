import styled from 'styled-components';
import { Button, Modal } from '@forkful/ui';
import { useT } from '../../../i18n';

const Text = styled.p`
  margin: 0 0 1rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface ConfirmDialogProps {
  title: string;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is deleted: Delete does it, Cancel (or Escape) keeps it (the planner's remove dialog's pattern). */
export function ConfirmDialog({ title, text, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal title={title} onClose={onClose} focusDialog>
      <Text>{text}</Text>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {t('confirm.delete')}
        </Button>
      </Actions>
    </Modal>
  );
}
