import styled from 'styled-components';
import { focusRing } from '@forkful/ui';

/** A recipe's source page as a link: its parsed address and its host, "www." dropped. */
export interface WebSource {
  href: string;
  host: string;
}

/**
 * The source page of a recipe, or null when its address is not an http(s) URL: the API checks the scheme already, but
 * a link is only ever made from a web page's address (never javascript:, data: and the like).
 */
export function webSource(sourceUrl: string | undefined): WebSource | null {
  if (!sourceUrl) return null;
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./i, '');
  return host ? { href: url.href, host } : null;
}

const Anchor = styled.a`
  color: ${(p) => p.theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
  border-radius: 4px;

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The page an imported recipe came from, named by its host and opened in a new tab. Someone else's page: no referrer,
 * no opener, and nofollow ugc so search engines do not count it as Forkful's endorsement.
 */
export function SourceLink({ href, host }: WebSource) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow ugc" aria-label={`Source: ${host} (opens in a new tab)`}>
      {host}
    </Anchor>
  );
}
