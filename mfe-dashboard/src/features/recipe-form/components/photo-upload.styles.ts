import styled from 'styled-components';
import { focusRing } from '@forkful/ui';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  min-width: 0;
`;

/* The zone's first line, its name: what the other fields' labels say above them. */
export const Label = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
`;

export const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* The drop zone: a dashed panel that is also the button opening the file dialog. */
export const Zone = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  min-height: 5.5rem;
  padding: 1rem;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: 10px;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : theme.colors.background)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: pointer;
  transition: border-color 0.15s ease, background 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;

export const PreviewImage = styled.img`
  width: 8rem;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const PreviewSide = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  min-width: 0;
`;

export const ProgressBar = styled.progress`
  width: 100%;
  height: 0.6rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const Status = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
`;
