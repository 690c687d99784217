import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { alpha, Button, VisuallyHidden } from '@forkful/ui';
import { useT } from '../../../i18n';
import { HomeBand } from './home-band';

const Wrapper = styled(HomeBand)`
  padding-bottom: clamp(3rem, 7vw, 5rem);
`;

const Panel = styled.div`
  padding: clamp(2rem, 5vw, 3rem) clamp(1.25rem, 5vw, 3rem);
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: clamp(1.5rem, 4vw, 2rem);
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  max-width: 520px;
  margin: 0 auto 1.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-width: 520px;
  margin: 0 auto;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
  }
`;

const EmailInput = styled.input`
  flex: 1;
  min-height: 48px;
  padding: 0.7rem 1.1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => alpha(theme.colors.primary, 0.25)};
  }
`;

/**
 * Newsletter sign-up (spec section 5): an empty field alerts 'Please enter a valid email!', anything else
 * alerts 'Subscribed: {email}' and clears the field. The browser's own email-type check runs first; no server call.
 */
export function Newsletter() {
  const t = useT();
  const [email, setEmail] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      window.alert(t('newsletter.invalid'));
      return;
    }
    window.alert(t('newsletter.subscribed', { email: value }));
    setEmail('');
  };

  return (
    <Wrapper aria-labelledby="newsletter-title">
      <Panel>
        <Title id="newsletter-title">{t('newsletter.title')}</Title>
        <Text>{t('newsletter.text')}</Text>
        <Form onSubmit={onSubmit}>
          <VisuallyHidden as="label" htmlFor={inputId}>
            {t('newsletter.emailLabel')}
          </VisuallyHidden>
          <EmailInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit">{t('newsletter.subscribe')}</Button>
        </Form>
      </Panel>
    </Wrapper>
  );
}
