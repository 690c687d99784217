import styled from 'styled-components';
import { offlineMessages } from '../messages/offline-messages';

const Bar = styled.div`
  padding: 0.5rem 1rem;
  font-size: 0.9rem;
  line-height: 1.4;
  text-align: center;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Says that the page shows what this browser kept, because it is offline (its own chunk: loaded when needed). */
export default function OfflineNotice() {
  const t = offlineMessages.useT();
  return <Bar role="status">{t('offline.banner')}</Bar>;
}
