import { createMessages } from './create-messages';
import en from './messages/en';

/** The UI kit's messages; its components call `useUiT()`. Bundled into each app with the kit. */
export const uiMessages = createMessages(en, { bn: () => import(/* webpackChunkName: "ui-messages-bn" */ './messages/bn') });
export const useUiT = uiMessages.useT;
