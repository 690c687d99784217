import styled from 'styled-components';
import { TrioGrid } from '@forkful/ui';
import { HomeSection } from './home-section';

const TESTIMONIALS = [
  {
    name: 'Nusrat Jahan',
    role: 'Home cook, Dhaka',
    quote:
      'I finally wrote down my mother’s kacchi biryani and shared it here. Seeing people from other countries cook it made my week.',
  },
  {
    name: 'Marco Bellini',
    role: 'Weekend baker, Turin',
    quote:
      'The cuisine filter is exactly what I wanted. I plan our Sunday dinners on Forkful and keep my own recipes in one place.',
  },
  {
    name: 'Sofía Ramírez',
    role: 'Food blogger, Puebla',
    quote:
      'Clean, fast and friendly. My mole poblano collected dozens of likes in its first week, and it is now on the Top Recipes list.',
  },
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
  return (
    <HomeSection id="testimonials" title="What Our Users Say" subtitle="Home cooks from around the world share their experience.">
      <TrioGrid>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Quote>
              <Text>{testimonial.quote}</Text>
              <Author>
                <Avatar aria-hidden="true">{initials(testimonial.name)}</Avatar>
                <span>
                  <Name>{testimonial.name}</Name>
                  <Role>{testimonial.role}</Role>
                </span>
              </Author>
            </Quote>
          </li>
        ))}
      </TrioGrid>
    </HomeSection>
  );
}
