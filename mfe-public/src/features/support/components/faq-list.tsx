import styled from 'styled-components';
import { alpha } from '@forkful/ui';
import { useT } from '../../../i18n';
import { FAQS } from './faqs';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &[open] {
    border-color: ${({ theme }) => alpha(theme.colors.primary, 0.53)};
  }
  &[open] summary::after {
    transform: rotate(45deg);
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  cursor: pointer;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '+';
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.5rem;
    line-height: 1;
    transition: transform 0.2s ease;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Answer = styled.p`
  margin: 0;
  padding: 0 1.25rem 1.15rem;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.65;
`;

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader friendly). */
export function FaqList() {
  const t = useT();
  return (
    <List>
      {FAQS.map((faq) => (
        <Item key={faq.id}>
          <Question>{t(faq.question)}</Question>
          <Answer>{t(faq.answer, faq.values)}</Answer>
        </Item>
      ))}
    </List>
  );
}
