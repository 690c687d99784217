import { createMessages } from '@forkful/ui';
import en from './messages/en';

/** mfe-recipes' messages: English bundled, Bangla in its own chunk ("messages-bn"), loaded when the page is in Bangla. */
export const appMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "messages-bn" */ './messages/bn') });
export const useT = appMessages.useT;
export type RecipesT = ReturnType<typeof useT>;
