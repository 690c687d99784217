import styled, { css } from 'styled-components';
import { ChevronIcon, focusRing, useFormat, useMediaQuery } from '@forkful/ui';
import { useT } from '../../../i18n';
import { compactPageRange } from './page-range';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: 32px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 420px) {
    gap: 4px;
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background 0.15s ease, border-color 0.15s ease;

  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  /* Phones: seven buttons fit on one line. */
  @media (max-width: 420px) {
    min-width: 36px;
    height: 38px;
    padding: 0 6px;
  }
`;

const PageButton = styled.button`
  ${buttonBase}
  &[aria-current='page'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    cursor: default;
  }
`;

const StepButton = styled.button`
  ${buttonBase}
  padding: 0 14px;

  @media (max-width: 420px) {
    padding: 0 8px;
  }
`;

const StepLabel = styled.span`
  @media (max-width: 420px) {
    display: none;
  }
`;

const Gap = styled.li`
  min-width: 16px;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Previous / numbered / next page buttons; previous and next are disabled at the ends. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  // On phones, no neighbours around the current page, so the row of buttons fits on one line.
  const narrow = useMediaQuery('(max-width: 480px)');
  const t = useT();
  // Page numbers without grouping ("12500"), in the page's numerals.
  const { digits } = useFormat();
  if (totalPages <= 1) return null;
  const items = compactPageRange(page, totalPages, narrow ? 0 : 1);

  return (
    <Nav aria-label={t('pagination.label')}>
      <List>
        <li>
          <StepButton type="button" aria-label={t('pagination.previousPage')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            <ChevronIcon direction="left" size={16} />
            <StepLabel>{t('pagination.previous')}</StepLabel>
          </StepButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: digits(String(item)) })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {digits(String(item))}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <StepButton type="button" aria-label={t('pagination.nextPage')} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
            <StepLabel>{t('pagination.next')}</StepLabel>
            <ChevronIcon direction="right" size={16} />
          </StepButton>
        </li>
      </List>
    </Nav>
  );
}
