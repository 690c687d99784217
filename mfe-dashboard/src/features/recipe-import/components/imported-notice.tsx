import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { focusRing, SourceLink, webSource } from '@forkful/ui';
import { useT } from '../../../i18n';
import { SLOT, withSlot } from '../../../i18n/slot';

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.85rem 1rem;
  max-width: 760px;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * Says the form holds an imported recipe to review, with a link to where it came from. It takes the focus when it
 * appears, so a screen reader reads it before the filled form (the next Tab leads there).
 */
export function ImportedNotice({ sourceUrl }: { sourceUrl?: string }) {
  const t = useT();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const source = webSource(sourceUrl);
  return (
    <Notice ref={notice} role="status" tabIndex={-1}>
      {source ? withSlot(t('import.importedFrom', { source: SLOT }), <SourceLink source={source} />) : t('import.importedNoSource')}
    </Notice>
  );
}
