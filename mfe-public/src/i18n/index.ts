import { createMessages } from '@forkful/ui';
import en from './messages/en';

/** mfe-public's messages: English bundled, Bangla in its own chunk loaded when the page is shown in Bangla. */
export const appMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "messages-bn" */ './messages/bn') });
export const useT = appMessages.useT;
export type AppMessageKey = Extract<keyof typeof en, string>;
