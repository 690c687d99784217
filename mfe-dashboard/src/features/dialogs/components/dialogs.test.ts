import Swal from 'sweetalert2';
import { waitFor } from '@testing-library/react';
import { darkTheme, lightTheme, SUCCESS_DIALOG_MS } from '@forkful/design-tokens';
import { MESSAGES } from '@forkful/domain';
import { confirmDeleteDialog, showErrorDialog, showSuccessDialog } from './dialogs';

function popup() {
  return document.querySelector<HTMLElement>('.swal2-popup');
}

/** A dialog opens once SweetAlert2 has loaded (on the first dialog, dialogs.ts). */
async function opened(): Promise<HTMLElement> {
  await waitFor(() => expect(popup()).not.toBeNull());
  return popup() as HTMLElement;
}

afterEach(() => {
  Swal.close();
});

describe('dialogs (SweetAlert2 DOM)', () => {
  it('shows a success message without buttons that closes itself after 1.5 s', async () => {
    const closed = showSuccessDialog(lightTheme, MESSAGES.updateSuccess);
    expect(await opened()).not.toBeNull();
    expect(document.querySelector('.swal2-title')).toHaveTextContent('Recipe updated');
    expect(Swal.getTimerLeft()).toBeGreaterThan(0);
    expect(Swal.getTimerLeft()).toBeLessThanOrEqual(SUCCESS_DIALOG_MS);
    expect(Swal.getConfirmButton()).not.toBeVisible();
    await closed;
  });

  it('shows an error with the detail in the footer', async () => {
    void showErrorDialog(lightTheme, MESSAGES.addFailed, 'title must not be empty');
    await opened();
    expect(document.querySelector('.swal2-title')).toHaveTextContent('Oops... Something went wrong!');
    expect(document.querySelector('.swal2-footer')).toHaveTextContent('title must not be empty');
    expect(Swal.getTimerLeft()).toBeUndefined();
  });

  it('uses the colours of the theme it is given (CSS variables, which the page switches by data-theme)', async () => {
    void showErrorDialog(darkTheme, MESSAGES.deleteFailed);
    const element = await opened();
    expect(element.style.getPropertyValue('--swal2-background')).toBe(darkTheme.colors.surface);
    expect(element.style.getPropertyValue('--swal2-background')).toBe('var(--ff-color-surface)');
    expect(element.style.getPropertyValue('--swal2-color')).toBe(darkTheme.colors.text);
    expect(Swal.getConfirmButton()?.style.color).toBe('var(--ff-color-primary-text)');
  });

  it("gives SweetAlert2 the theme's mode, light or dark", async () => {
    void showErrorDialog(darkTheme, MESSAGES.deleteFailed);
    await opened();
    expect(Swal.getContainer()).toHaveAttribute('data-swal2-theme', 'dark');
    Swal.close();
    void showErrorDialog(lightTheme, MESSAGES.deleteFailed);
    await waitFor(() => expect(Swal.getContainer()).toHaveAttribute('data-swal2-theme', 'light'));
    expect(Swal.getContainer()).toHaveAttribute('data-swal2-theme', 'light');
  });

  it('asks before deleting and resolves true only for "Yes, delete it!"', async () => {
    const confirmed = confirmDeleteDialog(lightTheme);
    await opened();
    expect(document.querySelector('.swal2-title')).toHaveTextContent("Are you sure? You won't be able to revert this!");
    expect(Swal.getConfirmButton()).toHaveTextContent('Yes, delete it!');
    Swal.clickConfirm();
    await expect(confirmed).resolves.toBe(true);

    const cancelled = confirmDeleteDialog(lightTheme);
    await opened();
    expect(Swal.getCancelButton()).toHaveTextContent('Cancel');
    Swal.clickCancel();
    await expect(cancelled).resolves.toBe(false);
  });
});
