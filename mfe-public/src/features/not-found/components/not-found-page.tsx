import styled from 'styled-components';
import { ButtonLink, PageContainer, useDocumentTitle, useFormat, usePageMeta } from '@forkful/ui';
import { useT } from '../../../i18n';

const Center = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding-top: clamp(3rem, 10vw, 6rem);
`;

const Illustration = styled.svg`
  width: 148px;
  height: 148px;
  margin-bottom: 1.5rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Code = styled.p`
  margin: 0 0 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  letter-spacing: 0.2em;
`;

const Title = styled.h1`
  margin: 0 0 0.75rem;
  font-size: clamp(2rem, 6vw, 3rem);
  line-height: 1.15;
`;

const Text = styled.p`
  max-width: 460px;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.08rem;
  line-height: 1.6;
`;

/** Unknown routes and failed recipe loads end here (spec section 2). */
export function NotFoundPage() {
  const t = useT();
  const { number } = useFormat();
  useDocumentTitle(t('notFound.title'));
  usePageMeta({ notFound: true });
  return (
    <Center>
      <Illustration viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="64" r="40" fill="none" stroke="currentColor" strokeWidth="5" opacity="0.35" />
        <circle cx="60" cy="64" r="26" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.6" />
        <path d="M14 18v22a8 8 0 0 0 8 8v52M22 18v20M30 18v22a8 8 0 0 1-8 8" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M104 18c-8 4-10 16-10 26h10v56" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </Illustration>
      <Code>{number(404)}</Code>
      <Title>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <ButtonLink to="/">{t('notFound.backHome')}</ButtonLink>
    </Center>
  );
}
