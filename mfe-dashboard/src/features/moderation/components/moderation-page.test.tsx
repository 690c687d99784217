import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_LIMITS, MODERATION_MESSAGES, type ReportedItem } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import { renderPage } from '../../../testing/render';
import { httpRefusal } from '../../../testing/uploads';
import { ModerationPage } from './moderation-page';

const review: ReportedItem = {
  kind: 'review',
  itemId: 'rv1',
  hidden: true,
  excerpt: '★☆☆☆☆\nTerrible.\n<b>Buy pills</b> at spam.example',
  authorUid: 'u2',
  authorName: 'Ann Cook',
  path: '/recipes/r1#review-rv1',
  reports: [
    { reason: 'spam', note: 'Advert\nfor pills', reporterUid: 'u3', reporterName: 'Bo', createdAt: '2025-03-02T09:00:00.000Z' },
    { reason: 'harassment', reporterUid: 'u4', reporterName: 'Cy', createdAt: '2025-03-03T09:00:00.000Z' },
  ],
};
const collection: ReportedItem = {
  kind: 'collection',
  itemId: 'c9',
  hidden: false,
  excerpt: 'Best of the web',
  authorUid: 'u5',
  authorName: 'Dee',
  path: '/collections/c9',
  reports: [{ reason: 'other', reporterUid: 'u3', reporterName: 'Bo', createdAt: '2025-03-04T09:00:00.000Z' }],
};

/** GET /moderation/reports and the decision POST as a small server: a decided item leaves the queue. */
function serveQueue(initial: ReportedItem[]) {
  let queue = [...initial];
  const get = jest.spyOn(api.moderation, 'queue').mockImplementation(async () => queue);
  const decide = jest.spyOn(api.moderation, 'decide').mockImplementation(async (kind, itemId, input) => {
    queue = queue.filter((item) => item.itemId !== itemId);
    return { kind, itemId, ...input, moderatorUid: 'cook-1', moderatorName: 'Test Cook', decidedAt: '2025-03-05T00:00:00.000Z' };
  });
  return { get, decide };
}

const renderModeration = () => renderPage(<ModerationPage />, { path: '/dashboard/moderation' });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('Moderation', () => {
  it('tells a cook who is not a moderator that the page is for moderators (the API answers 403)', async () => {
    jest.spyOn(api.moderation, 'queue').mockRejectedValue(httpRefusal(403, MODERATION_MESSAGES.notModerator));
    renderModeration();
    expect(await screen.findByText('This page is for moderators.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Moderation · Forkful');
  });

  it('offers Try again when the queue cannot be loaded for another reason', async () => {
    jest.spyOn(api.moderation, 'queue').mockRejectedValue(httpRefusal(500, 'down'));
    renderModeration();
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded.');
    expect(screen.queryByText('This page is for moderators.')).not.toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    serveQueue([]);
    renderModeration();
    expect(await screen.findByRole('heading', { name: 'No reports to review' })).toBeInTheDocument();
  });

  it('shows each reported item: kind and author, Hidden, its text as plain text with its line breaks, where it shows, its reports', async () => {
    serveQueue([review, collection]);
    renderModeration();
    const item = await screen.findByRole('article', { name: 'Review by Ann Cook' });
    expect(within(item).getByText('Hidden')).toBeInTheDocument();
    const excerpt = item.querySelector('blockquote');
    expect(excerpt?.textContent).toBe(review.excerpt);
    expect(excerpt?.querySelector('b')).toBeNull(); // never HTML
    expect(excerpt).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(item).getByRole('link', { name: 'View where it shows' })).toHaveAttribute('href', '/recipes/r1#review-rv1');

    const reports = within(item).getByRole('region', { name: 'Reports of Review by Ann Cook' });
    expect(within(reports).getByText('2 reports')).toBeInTheDocument();
    const [spam, harassment] = within(reports).getAllByRole('listitem');
    expect(spam).toHaveTextContent('Spam or advertising');
    expect(spam).toHaveTextContent('Advert for pills');
    expect(spam).toHaveTextContent(/Reported by Bo on/);
    expect(within(spam).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('datetime', '2025-03-02T09:00:00.000Z');
    expect(harassment).toHaveTextContent('Harassment or bullying');

    const other = screen.getByRole('article', { name: 'Collection by Dee' });
    expect(within(other).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(other).getByText('Something else')).toBeInTheDocument();
  });

  it.each([
    ['keep', 'Keep review by Ann Cook', 'Keep it'],
    ['remove', 'Remove review by Ann Cook', 'Remove it'],
  ] as const)('%s asks for a reason, sends it, and the item leaves the list', async (action, button, confirm) => {
    const { decide } = serveQueue([review, collection]);
    renderModeration();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: button });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(MODERATION_LIMITS.decisionReasonMax + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(within(dialog).getByText(`The reason must be at most ${MODERATION_LIMITS.decisionReasonMax} characters`)).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Checked the thread ');
    await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(decide).toHaveBeenCalledWith('review', 'rv1', { action, reason: 'Checked the thread' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: /Review by Ann Cook/ })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Collection by Dee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toHaveFocus();
  });

  it("keeps the dialog open with the API's message when the decision is refused", async () => {
    const { get, decide } = serveQueue([collection]);
    decide.mockRejectedValueOnce(httpRefusal(404, MODERATION_MESSAGES.itemNotFound));
    renderModeration();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove collection by Dee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove collection by Dee' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.itemNotFound);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2)); // read again: another moderator may have decided it
  });
});
