import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_LIMITS, type RecipeDraft } from '@forkful/domain';
import { api } from '@forkful/runtime/api';

/**
 * How long the dashboard waits for a page or photo import: the API's own fetch budget (redirects included) plus room
 * to read the page or store the photo; the client's 15 s default is meant for plain JSON calls.
 */
export const IMPORT_TIMEOUT_MS = IMPORT_LIMITS.fetchTimeoutMs + 20_000;

const ADDRESS_MESSAGE = 'Enter an address starting with http:// or https://';

/** The URL field's own check before anything is sent; the API decides whether the address is a public web page. */
export function checkPageAddress(value: string): string | null {
  const text = value.trim();
  if (!text) return "Enter the web page's address";
  if (text.length > IMPORT_LIMITS.urlMaxLength) return `An address may be at most ${IMPORT_LIMITS.urlMaxLength} characters`;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? null : ADDRESS_MESSAGE;
  } catch {
    return ADDRESS_MESSAGE;
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
