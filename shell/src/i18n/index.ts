import { createMessages } from '@forkful/ui';
import en from './messages/en';

/** The shell's messages: English bundled, Bangla its own chunk, loaded when the page is in Bangla. */
export const appMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "messages-bn" */ './messages/bn') });
export const useT = appMessages.useT;
export type ShellTranslate = ReturnType<typeof useT>;
