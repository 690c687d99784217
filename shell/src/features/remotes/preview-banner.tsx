import styled from 'styled-components';
import { Button } from '@forkful/ui';
import { useT } from '../../i18n';
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

const MARK = '\u0000';

/** Says, on every page, that this tab runs a remote version that is not live for everyone, and ends it. */
export function PreviewBanner({ preview = activePreview(), onStop = () => stopPreview() }: { preview?: VersionPreview; onStop?: () => void }) {
  const t = useT();
  const entries = Object.entries(preview);
  if (!entries.length) return null;
  // The messages place the list and each version in their own word order; the marks are where they go.
  const [before, after = ''] = t('preview.previewing', { versions: MARK }).split(MARK);
  return (
    <Bar role="status">
      <span>
        {before}
        {entries.map(([name, version], i) => {
          const [remote, rest = ''] = t('preview.version', { remote: name.replace(/^mfe_/, ''), version: MARK }).split(MARK);
          return (
            <span key={name}>
              {i > 0 && ', '}
              {remote}
              <code>{version}</code>
              {rest}
            </span>
          );
        })}
        {after}
      </span>
      <Button type="button" $variant="outline" $size="sm" onClick={onStop}>
        {t('preview.stop')}
      </Button>
    </Bar>
  );
}
