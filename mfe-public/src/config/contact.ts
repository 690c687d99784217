import { SUPPORT } from '@forkful/contracts';

/** Where people reach the Forkful team; shown on Contact, Support, Terms and Privacy. */
export const CONTACT = {
  supportEmail: 'support@forkful.app',
  privacyEmail: 'privacy@forkful.app',
  replyWithinHours: SUPPORT.replyWithinHours,
  liveChatHours: SUPPORT.liveChat,
} as const;
