import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import toast from 'react-hot-toast';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from '@forkful/domain';
import { sessionStore, setDevelopmentSession } from '@forkful/runtime';
import { api as client } from '@forkful/runtime/api';
import { httpError } from '@forkful/ui/src/testing/http-error';
import { renderRoute } from '../../../testing/render';
import { ReportButton, type ReportButtonProps } from '..';

let report: jest.SpyInstance;
beforeEach(() => {
  setDevelopmentSession({ uid: 'reader-1' });
  report = jest.spyOn(client.moderation, 'report').mockResolvedValue(undefined);
});
afterEach(() => {
  report.mockRestore();
  act(() => toast.remove());
});

function renderButton(props: Partial<ReportButtonProps> = {}) {
  const element = <ReportButton kind="collection" itemId="c-1" itemLabel="Weeknight dinners" {...props} />;
  return renderRoute(element, { path: '/', url: '/' });
}

async function openDialog(props: Partial<ReportButtonProps> = {}, title = 'Report this collection') {
  renderButton(props);
  await userEvent.click(screen.getByRole('button', { name: `Report ${props.itemLabel ?? 'Weeknight dinners'}` }));
  return screen.findByRole('dialog', { name: title });
}

describe('ReportButton', () => {
  it('requires a reason, then sends the reason and the note and thanks the reader', async () => {
    const dialog = await openDialog();
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason]),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(within(reasons).getAllByRole('radio')[0]).toHaveFocus();
    expect(report).not.toHaveBeenCalled();

    await userEvent.click(within(reasons).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), ' Links to a shop. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(report).toHaveBeenCalledWith('collection', 'c-1', { reason: 'spam', note: 'Links to a shop.' });
    expect(await screen.findByText(MODERATION_MESSAGES.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no note when none is written, and names a review as one', async () => {
    const dialog = await openDialog({ kind: 'review', itemId: 'r-1', itemLabel: "Maria's review" }, 'Report this review');
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(report).toHaveBeenCalledWith('review', 'r-1', { reason: 'other' });
  });

  it("shows the API's refusal (409: already reported) inline and stays open", async () => {
    report.mockRejectedValue(httpError(409, MODERATION_MESSAGES.alreadyReported));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.hate }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
    expect(screen.getByRole('dialog', { name: 'Report this collection' })).toBeInTheDocument();
  });

  it('is not offered to the author, nor to anyone signed out', () => {
    const author = renderButton({ authorUid: 'reader-1' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    author.unmount();
    sessionStore.setState({ status: 'signed-out', user: null });
    renderButton();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
