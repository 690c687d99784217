import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { SUCCESS_DIALOG_MS, type ForkfulTheme } from '@forkful/design-tokens';
import { englishT, type T } from '../../../i18n';

/**
 * The dashboard's dialogs (spec section 8), drawn by SweetAlert2 in the colours of the current
 * styled-components theme so they match light and dark. Components use them through `useDialogs`.
 */

/**
 * SweetAlert2 (16 KB brotli) arrives with the first dialog, not with the pages that may show one: the add-recipe form
 * and my recipes load without it. `preloadDialogs` starts it early, where a dialog is about to be needed.
 */
let sweetAlert: Promise<typeof import('sweetalert2').default> | undefined;
export function preloadDialogs(): Promise<typeof import('sweetalert2').default> {
  sweetAlert ??= import('sweetalert2').then(
    (module) => module.default,
    (error: unknown) => {
      sweetAlert = undefined; // a failed download is tried again by the next dialog
      throw error;
    },
  );
  return sweetAlert;
}

async function fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
  return (await preloadDialogs()).fire(options);
}
function themeVariables(theme: ForkfulTheme): Record<string, string> {
  const { colors } = theme;
  return {
    '--swal2-background': colors.surface,
    '--swal2-color': colors.text,
    '--swal2-border-radius': theme.radius,
    '--swal2-confirm-button-background-color': colors.primary,
    '--swal2-confirm-button-color': colors.primaryText,
    '--swal2-cancel-button-background-color': colors.surfaceAlt,
    '--swal2-cancel-button-color': colors.text,
    '--swal2-footer-border-color': colors.border,
    '--swal2-footer-color': colors.textMuted,
    '--swal2-close-button-color': colors.textMuted,
    '--swal2-timer-progress-bar-background': colors.primary,
  };
}

const DIALOG_STYLE_ID = 'forkful-dialog-style';

/* Typography and buttons of the product, applied to SweetAlert2's popup once per page. */
const DIALOG_CSS = `
.forkful-dialog .swal2-title { font-size: 1.4rem; line-height: 1.3; padding-top: 0.75rem; }
.forkful-dialog .swal2-html-container, .forkful-dialog .swal2-footer { font-size: 0.95rem; }
.forkful-dialog .swal2-actions button { font: inherit; font-weight: 600; border-radius: 999px; padding: 0.6rem 1.3rem; }
.forkful-dialog .swal2-actions button:focus-visible { outline: 3px solid var(--forkful-focus); outline-offset: 2px; box-shadow: none; }
`;

function ensureDialogStyle(): void {
  if (document.getElementById(DIALOG_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = DIALOG_STYLE_ID;
  style.textContent = DIALOG_CSS;
  document.head.appendChild(style);
}

const ICON_COLOR = {
  success: (theme: ForkfulTheme) => theme.colors.success,
  error: (theme: ForkfulTheme) => theme.colors.danger,
  warning: (theme: ForkfulTheme) => theme.colors.primary,
} as const;

function themed(theme: ForkfulTheme, options: SweetAlertOptions & { icon: keyof typeof ICON_COLOR }): SweetAlertOptions {
  ensureDialogStyle();
  return {
    theme: theme.mode,
    background: theme.colors.surface,
    color: theme.colors.text,
    confirmButtonColor: theme.colors.primary,
    iconColor: ICON_COLOR[options.icon](theme),
    ...options,
    customClass: { popup: 'forkful-dialog' },
    willOpen: (popup) => {
      for (const [name, value] of Object.entries(themeVariables(theme))) popup.style.setProperty(name, value);
      popup.style.setProperty('--forkful-focus', theme.colors.accent);
      popup.style.fontFamily = theme.font;
      popup.style.border = `1px solid ${theme.colors.border}`;
      const confirm = popup.querySelector<HTMLElement>('.swal2-confirm');
      if (confirm) confirm.style.color = theme.colors.primaryText;
      const cancel = popup.querySelector<HTMLElement>('.swal2-cancel');
      if (cancel) {
        cancel.style.backgroundColor = theme.colors.surfaceAlt;
        cancel.style.color = theme.colors.text;
        cancel.style.border = `1px solid ${theme.colors.border}`;
      }
    },
  };
}

/** A success message that closes itself after SUCCESS_DIALOG_MS (1.5 s); resolves when it has closed. */
export async function showSuccessDialog(theme: ForkfulTheme, title: string): Promise<void> {
  await fire(
    themed(theme, { icon: 'success', title, timer: SUCCESS_DIALOG_MS, timerProgressBar: true, showConfirmButton: false }),
  );
}

/** An error message; `footer` carries the detail (e.g. the API's message). `t` words its button (English unless given). */
export async function showErrorDialog(theme: ForkfulTheme, title: string, footer?: string, t: T = englishT): Promise<void> {
  await fire(themed(theme, { icon: 'error', title, footer, confirmButtonText: t('dialog.ok') }));
}

/** Asks before deleting; resolves true only when the user pressed 'Yes, delete it!' (in the language `t` gives). */
export async function confirmDeleteDialog(theme: ForkfulTheme, t: T = englishT): Promise<boolean> {
  const result = await fire(
    themed(theme, {
      icon: 'warning',
      title: t('dialog.deleteConfirm'),
      showCancelButton: true,
      confirmButtonText: t('dialog.deleteConfirmButton'),
      cancelButtonText: t('dialog.cancel'),
      focusCancel: true,
    }),
  );
  return result.isConfirmed;
}
