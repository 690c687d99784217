import { createMessages } from '@forkful/ui';
import en from './messages/en';

/** The planner's messages: English bundled, Bangla in its own chunk, loaded when the page is in Bangla. */
export const appMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "messages-bn" */ './messages/bn') });
export const useT = appMessages.useT;
export type PlannerKey = Extract<keyof typeof en, string>;
