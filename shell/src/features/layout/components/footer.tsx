import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@forkful/domain';
import { type NavSlot } from '@forkful/topology';
import { FacebookIcon, ForkIcon, InstagramIcon, useFormat, XIcon, YoutubeIcon } from '@forkful/ui';
import { useT } from '../../../i18n';
import { useSlotLinks } from '../hooks/use-slot-links';

const Wrapper = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  max-width: 1280px;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 2fr 1fr 1fr;
  }

  h2 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.4rem;
  }

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0 0 0.5rem;
  font-size: 1.35rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const Blurb = styled.p`
  margin: 0 0 1rem;
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Social = styled.ul`
  && {
    display: flex;
    gap: 0.5rem;
  }

  && a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding: 1rem;
  text-align: center;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://x.com/', label: 'X', Icon: XIcon },
  { href: 'https://www.youtube.com/', label: 'YouTube', Icon: YoutubeIcon },
];

/** One column of links the live remotes declare for `slot`; nothing at all when none does. */
function LinkColumn({ slot, title }: { slot: NavSlot; title: string }) {
  const links = useSlotLinks(slot);
  if (!links.length) return null;
  return (
    <nav aria-labelledby={slot}>
      <h2 id={slot}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useT();
  const { digits } = useFormat();
  // Digits, not a number: a year has no thousands separator ("2026", "২০২৬").
  const year = digits(String(new Date().getFullYear()));
  const product = PRODUCT_NAME;
  return (
    <Wrapper>
      <Columns>
        <div>
          <Brand>
            <ForkIcon size={24} />
            {PRODUCT_NAME}
          </Brand>
          <Blurb>{t('footer.blurb', { product })}</Blurb>
          <Social aria-label={t('footer.follow', { product })}>
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { product, network: label })}>
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </Social>
        </div>
        <LinkColumn slot="footer-explore" title={t('footer.explore')} />
        <LinkColumn slot="footer-help" title={t('footer.help')} />
      </Columns>
      <Copyright>{t('footer.copyright', { year, product })}</Copyright>
    </Wrapper>
  );
}
