import styled from 'styled-components';

/** The look shared by the login, register and password-reset forms. */
export const AuthCard = styled.section`
  width: min(100%, 28rem);
  margin: 2.5rem auto;
  padding: 2rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};

  h1 {
    margin: 0 0 1.5rem;
    text-align: center;
    font-size: 1.75rem;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 2.5rem;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** The provider's error, shown above the submit button. */
export const FormError = styled.p`
  margin: 0;
  padding: 0.65rem 0.8rem;
  border-radius: 8px;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.danger};
`;

export const FormLinks = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.95rem;
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
