import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ModerationAction, ReportedItem } from '@forkful/domain';
import { Button, Card, focusRing, mediaUp, useFormat, VisuallyHidden, useRecipeTerms } from '@forkful/ui';
import { SLOT, withSlot } from '../../../i18n/slot';
import { useModerationText } from './moderation-text';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  padding: 1rem;
  ${mediaUp('sm')} {
    padding: 1.25rem 1.5rem;
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

const HiddenBadge = styled.span`
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.8rem;
`;

/* The item's own words, as plain text: React escapes them, and pre-wrap keeps the writer's line breaks. */
const Excerpt = styled.blockquote`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 0 8px 8px 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Reports = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li > * {
    margin: 0.15rem 0 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Note = styled.p`
  white-space: pre-wrap;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;

  a {
    margin-right: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/** Only a path on this site is linked (the API gives one; anything else is not followed). */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** One reported item: what it says, who wrote it, where it shows, its reports, and Keep and Remove. */
export function ReportedItemCard(props: { item: ReportedItem; onDecide: (item: ReportedItem, action: ModerationAction) => void }) {
  const text = useModerationText();
  const { t } = text;
  const format = useFormat();
  const { reportReason } = useRecipeTerms();
  const formatDate = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : format.date(iso, { dateStyle: 'medium' }));
  const { item } = props;
  const name = text.itemName(item);
  const headingId = `reported-${item.kind}-${item.itemId}`;

  return (
    <Panel as="article" aria-labelledby={headingId}>
      <Title>
        <Heading id={headingId}>{name}</Heading>
        {item.hidden && <HiddenBadge>{t('moderation.hidden')}</HiddenBadge>}
      </Title>
      <Excerpt>{item.excerpt}</Excerpt>
      <section aria-label={t('moderation.reportsOf', { name })}>
        <Muted as="h3">{t('moderation.reportCount', { count: item.reports.length })}</Muted>
        <Reports>
          {item.reports.map((report) => (
            <li key={`${report.reporterUid} ${report.createdAt}`}>
              <strong>{reportReason(report.reason)}</strong>
              {report.note && <Note>{report.note}</Note>}
              <Muted>
                {withSlot(
                  t('moderation.reportedBy', { reporter: report.reporterName, date: SLOT }),
                  <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>,
                )}
              </Muted>
            </li>
          ))}
        </Reports>
      </section>
      <Footer>
        {isSitePath(item.path) && (
          <Link to={item.path} aria-describedby={headingId}>
            {t('moderation.viewWhere')}
          </Link>
        )}
        {(['keep', 'remove'] as const).map((action) => (
          <Button key={action} type="button" $size="sm" $variant={action === 'remove' ? 'danger' : 'secondary'} onClick={() => props.onDecide(item, action)}>
            {text.action(action).button}
            <VisuallyHidden>{text.itemSuffix(item)}</VisuallyHidden>
          </Button>
        ))}
      </Footer>
    </Panel>
  );
}
