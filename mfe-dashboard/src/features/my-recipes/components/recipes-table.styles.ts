import styled from 'styled-components';
import { mediaBelow, surfacePanel, visuallyHidden } from '@forkful/ui';

export const Wrapper = styled.div`
  ${surfacePanel}
  overflow: hidden;

  ${mediaBelow('sm')} {
    background: transparent;
    border: none;
    box-shadow: none;
  }
`;

/* Under the sm breakpoint each row becomes a card whose cells carry their column name (data-label). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 0.85rem 1rem;
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  ${mediaBelow('sm')} {
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: grid;
      gap: 0.75rem;
    }
    tbody tr,
    tbody tr + tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr) minmax(0, 0.65fr);
      column-gap: 0.5rem;
      padding: 0.75rem 0.9rem;
      ${surfacePanel}
    }
    td {
      padding: 0.35rem 0;
      align-self: end;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.7rem;
      white-space: nowrap;
      text-transform: uppercase;
      letter-spacing: 0.03em;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td.title,
    td.actions {
      grid-column: 1 / -1;
    }
    td.title::before,
    td.actions::before {
      display: none;
    }
    .numeric {
      text-align: left;
    }
  }
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

export const TitleCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-weight: 600;
  min-width: 0;
`;

export const ActionGroup = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;

  ${mediaBelow('sm')} {
    padding-top: 0.35rem;
    button {
      flex: 1;
    }
  }
`;
