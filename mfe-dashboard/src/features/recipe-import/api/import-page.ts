import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_LIMITS, type RecipeDraft } from '@forkful/domain';
import { api } from '@forkful/runtime/api';
import type { T } from '../../../i18n';

/**
 * How long the dashboard waits for a page or photo import: the API's own fetch budget (redirects included) plus room
 * to read the page or store the photo; the client's 15 s default is meant for plain JSON calls.
 */
export const IMPORT_TIMEOUT_MS = IMPORT_LIMITS.fetchTimeoutMs + 20_000;

/**
 * The URL field's own check before anything is sent (its problem worded by `t`); the API decides whether the address
 * is a public web page.
 */
export function checkPageAddress(value: string, t: T): string | null {
  const text = value.trim();
  if (!text) return t('import.addressRequired');
  if (text.length > IMPORT_LIMITS.urlMaxLength) return t('import.addressTooLong', { max: IMPORT_LIMITS.urlMaxLength });
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? null : t('import.addressInvalid');
  } catch {
    return t('import.addressInvalid');
  }
}

/**
 * POST /imports: the recipe on a web page, as a draft (nothing is saved). A request still running when the dialog
 * goes away is cancelled, so a late answer cannot fill the form.
 */
export function useImportPage() {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return useMutation({
    mutationFn: (url: string): Promise<RecipeDraft> => {
      controller.current?.abort();
      controller.current = new AbortController();
      return api.imports.fromPage(url.trim(), { signal: controller.current.signal, timeout: IMPORT_TIMEOUT_MS });
    },
  });
}
