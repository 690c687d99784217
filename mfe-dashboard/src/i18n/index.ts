import { createMessages, type Translate } from '@forkful/ui';
import en from './messages/en';

/** The dashboard's own messages: English bundled, Bangla in its own chunk, fetched only when the page is in Bangla. */
export const appMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "messages-bn" */ './messages/bn') });
export const useT = appMessages.useT;

export type MessageKey = Extract<keyof typeof en, string>;
/** The dashboard's translate function (useT's), which the checks outside components take to word their messages. */
export type T = Translate<MessageKey>;

/** English, at once: the default for code that has no page language (and the unit tests of the checks). */
export const englishT: T = appMessages.translate('en');
