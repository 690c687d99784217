import styled from 'styled-components';
import { TrioGrid } from '@forkful/ui';
import { type AppMessageKey, useT } from '../../../i18n';
import { HomeSection } from './home-section';

// Names stay as their owners write them; what they said and who they are is shown in the page's language.
const TESTIMONIALS: { name: string; role: AppMessageKey; quote: AppMessageKey }[] = [
  { name: 'Nusrat Jahan', role: 'testimonials.nusrat.role', quote: 'testimonials.nusrat.quote' },
  { name: 'Marco Bellini', role: 'testimonials.marco.role', quote: 'testimonials.marco.quote' },
  { name: 'Sofía Ramírez', role: 'testimonials.sofia.role', quote: 'testimonials.sofia.quote' },
];

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  padding: 1.75rem 1.5rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Text = styled.blockquote`
  flex: 1;
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.02rem;
  line-height: 1.65;

  &::before {
    content: '“';
    display: block;
    height: 1.6rem;
    color: ${({ theme }) => theme.colors.primary};
    font-family: Georgia, serif;
    font-size: 3.2rem;
    line-height: 1;
  }
`;

const Author = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

const Name = styled.span`
  display: block;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Role = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Testimonials() {
  const t = useT();
  return (
    <HomeSection id="testimonials" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')}>
      <TrioGrid>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Quote>
              <Text>{t(testimonial.quote)}</Text>
              <Author>
                <Avatar aria-hidden="true">{initials(testimonial.name)}</Avatar>
                <span>
                  <Name>{testimonial.name}</Name>
                  <Role>{t(testimonial.role)}</Role>
                </span>
              </Author>
            </Quote>
          </li>
        ))}
      </TrioGrid>
    </HomeSection>
  );
}
