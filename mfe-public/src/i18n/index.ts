import { createMessages } from '@forkful/ui';
import en from './messages/en';
import legalEn from './messages/en-legal';

/** mfe-public's messages: English bundled, Bangla in its own chunk loaded when the page is shown in Bangla. */
export const appMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "messages-bn" */ './messages/bn') });
export const useT = appMessages.useT;
export type AppMessageKey = Extract<keyof typeof en, string>;

/** The Terms and Privacy pages' own text, whose translations only those pages load (chunk messages-legal-bn). */
export const legalMessages = createMessages(legalEn, {
  bn: () => import(/* webpackChunkName: "messages-legal-bn" */ './messages/bn-legal'),
});
export const useLegalT = legalMessages.useT;
export type LegalMessageKey = Extract<keyof typeof legalEn, string>;
