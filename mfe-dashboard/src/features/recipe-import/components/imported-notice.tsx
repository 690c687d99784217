import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '@forkful/ui';
import { textLinkStyles } from './link-styles';

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

const SourceLink = styled.a`
  ${textLinkStyles}
`;

/** The host name of an http(s) address, without "www."; null for anything else (never made a link). */
export function sourceHost(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Says the form holds an imported recipe to review, with a link to where it came from. It takes the focus when it
 * appears, so a screen reader reads it before the filled form (the next Tab leads there).
 */
export function ImportedNotice({ sourceUrl }: { sourceUrl?: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const host = sourceHost(sourceUrl);
  return (
    <Notice ref={notice} role="status" tabIndex={-1}>
      {host ? (
        <>
          Imported from{' '}
          <SourceLink href={sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
            {host}
          </SourceLink>
        </>
      ) : (
        'Imported'
      )}{' '}
      — review it, then press Add Recipe.
    </Notice>
  );
}
