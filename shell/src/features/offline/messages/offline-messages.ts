import { createMessages } from '@forkful/ui';
import en from './en';

/** The offline feature's own messages: English bundled with its chunk, Bangla loaded when shown. */
export const offlineMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "offline-messages-bn" */ './bn') });
