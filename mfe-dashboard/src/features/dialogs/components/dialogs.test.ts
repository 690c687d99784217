import Swal from 'sweetalert2';
import { darkTheme, lightTheme, MESSAGES, SUCCESS_DIALOG_MS } from '@forkful/contracts';
import { confirmDeleteDialog, showErrorDialog, showSuccessDialog } from './dialogs';

function popup() {
  return document.querySelector<HTMLElement>('.swal2-popup');
}

afterEach(() => {
  Swal.close();
});

describe('dialogs (SweetAlert2 DOM)', () => {
  it('shows a success message without buttons that closes itself after 1.5 s', async () => {
    const closed = showSuccessDialog(lightTheme, MESSAGES.updateSuccess);
    expect(popup()).not.toBeNull();
    expect(document.querySelector('.swal2-title')).toHaveTextContent('Recipe updated');
    expect(Swal.getTimerLeft()).toBeGreaterThan(0);
    expect(Swal.getTimerLeft()).toBeLessThanOrEqual(SUCCESS_DIALOG_MS);
    expect(Swal.getConfirmButton()).not.toBeVisible();
    await closed;
  });

  it('shows an error with the detail in the footer', () => {
    void showErrorDialog(lightTheme, MESSAGES.addFailed, 'title must not be empty');
    expect(document.querySelector('.swal2-title')).toHaveTextContent('Oops... Something went wrong!');
    expect(document.querySelector('.swal2-footer')).toHaveTextContent('title must not be empty');
    expect(Swal.getTimerLeft()).toBeUndefined();
  });

  it('uses the colours of the theme it is given (CSS variables, which the page switches by data-theme)', () => {
    void showErrorDialog(darkTheme, MESSAGES.deleteFailed);
    const element = popup() as HTMLElement;
    expect(element.style.getPropertyValue('--swal2-background')).toBe(darkTheme.colors.surface);
    expect(element.style.getPropertyValue('--swal2-background')).toBe('var(--ff-color-surface)');
    expect(element.style.getPropertyValue('--swal2-color')).toBe(darkTheme.colors.text);
    expect(Swal.getConfirmButton()?.style.color).toBe('var(--ff-color-primary-text)');
  });

  it("gives SweetAlert2 the theme's mode, light or dark", () => {
    void showErrorDialog(darkTheme, MESSAGES.deleteFailed);
    expect(Swal.getContainer()).toHaveAttribute('data-swal2-theme', 'dark');
    Swal.close();
    void showErrorDialog(lightTheme, MESSAGES.deleteFailed);
    expect(Swal.getContainer()).toHaveAttribute('data-swal2-theme', 'light');
  });

  it('asks before deleting and resolves true only for "Yes, delete it!"', async () => {
    const confirmed = confirmDeleteDialog(lightTheme);
    expect(document.querySelector('.swal2-title')).toHaveTextContent("Are you sure? You won't be able to revert this!");
    expect(Swal.getConfirmButton()).toHaveTextContent('Yes, delete it!');
    Swal.clickConfirm();
    await expect(confirmed).resolves.toBe(true);

    const cancelled = confirmDeleteDialog(lightTheme);
    expect(Swal.getCancelButton()).toHaveTextContent('Cancel');
    Swal.clickCancel();
    await expect(cancelled).resolves.toBe(false);
  });
});
