import styled, { css } from 'styled-components';
import { useUiT } from '../i18n/ui-messages';
import { focusRing } from '../theme/tokens';
import { VisuallyHidden } from './visually-hidden';

/** A link inside running text: the primary colour, underlined, long addresses broken anywhere. */
export const textLinkStyles = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
  border-radius: 4px;

  &:focus-visible {
    ${focusRing}
  }
`;

/** Another site's page as a link: its parsed address and its host, "www." dropped. */
export interface WebSource {
  href: string;
  host: string;
}

/**
 * An http(s) address as a WebSource, else null: a link is only ever made from a web page's address (never
 * javascript:, data: and the like), whatever the API let through.
 */
export function webSource(url: string | undefined | null): WebSource | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\./i, '');
  return host ? { href: parsed.href, host } : null;
}

const Anchor = styled.a`
  ${textLinkStyles}
`;

/**
 * The page a recipe came from, named by its host and opened in a new tab. Someone else's page: no referrer, no
 * opener, and nofollow ugc so search engines do not count it as Forkful's endorsement. `spokenPrefix` is heard before
 * the host ("Source: ") where the text around the link does not say it.
 */
export function SourceLink({ source, spokenPrefix }: { source: WebSource; spokenPrefix?: string }) {
  const t = useUiT();
  return (
    <Anchor href={source.href} target="_blank" rel="noopener noreferrer nofollow ugc">
      {spokenPrefix ? <VisuallyHidden>{spokenPrefix}</VisuallyHidden> : null}
      {source.host}
      <VisuallyHidden>{` ${t('sourceLink.newTab')}`}</VisuallyHidden>
    </Anchor>
  );
}
