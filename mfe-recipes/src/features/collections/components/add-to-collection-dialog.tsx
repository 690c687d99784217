import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@forkful/ui';
import { useT } from '../../../i18n';
import { CollectionChoices } from './collection-choices';
import { NewCollectionForm } from './new-collection-form';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface AddToCollectionDialogProps {
  recipeId: string;
  onClose: () => void;
}

/**
 * The "Add to collection" dialog (its own chunk, loaded on the first click): the cook's collections as checkboxes,
 * each change saved at once, and a new collection that starts with this recipe. What was saved is said in a status
 * line; what failed, beside the collection it concerns.
 */
export function AddToCollectionDialog({ recipeId, onClose }: AddToCollectionDialogProps) {
  const [saved, setSaved] = useState('');
  const t = useT();
  return (
    <Modal title={t('addToCollection.title')} onClose={onClose}>
      <Body>
        <CollectionChoices recipeId={recipeId} onChanged={setSaved} />
        <NewCollectionForm recipeId={recipeId} onCreated={setSaved} />
        <Status role="status">{saved}</Status>
        <Footer>
          <Button type="button" $size="sm" onClick={onClose}>
            {t('addToCollection.done')}
          </Button>
        </Footer>
      </Body>
    </Modal>
  );
}
