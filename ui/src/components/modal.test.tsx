import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from '../testing/render-themed';
import { Modal } from './modal';

function Editor() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      {open && (
        <Modal title="Update Recipe" onClose={() => setOpen(false)}>
          <label htmlFor="m-title">Title</label>
          <input id="m-title" />
          <button type="submit">Save changes</button>
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  renderThemed(<Editor />);
  const opener = screen.getByRole('button', { name: 'Edit' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Update Recipe' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its first field', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
  });

  it('closes on Escape and on its Close button, giving focus back to the opener', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    save.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });
});
