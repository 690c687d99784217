import styled from 'styled-components';
import { Button } from '@forkful/ui';
import { activePreview, stopPreview, type VersionPreview } from './version-preview';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.4rem 1rem;
  font-size: 0.875rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  code {
    overflow-wrap: anywhere;
  }
`;

/** Says, on every page, that this tab runs a remote version that is not live for everyone, and ends it. */
export function PreviewBanner({ preview = activePreview(), onStop = () => stopPreview() }: { preview?: VersionPreview; onStop?: () => void }) {
  const entries = Object.entries(preview);
  if (!entries.length) return null;
  return (
    <Bar role="status">
      <span>
        Previewing{' '}
        {entries.map(([name, version], i) => (
          <span key={name}>
            {i > 0 && ', '}
            {name.replace(/^mfe_/, '')} version <code>{version}</code>
          </span>
        ))}{' '}
        in this tab only.
      </span>
      <Button type="button" $variant="outline" $size="sm" onClick={onStop}>
        Stop preview
      </Button>
    </Bar>
  );
}
