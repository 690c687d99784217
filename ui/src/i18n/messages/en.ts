import { MESSAGES } from '@forkful/domain';

/** The UI kit's own messages (its components' text and labels), in English. Keys: `<component>.<what>`. */
const en = {
  'loading.text': MESSAGES.loading,
} as const;

export default en;
export type UiMessages = typeof en;
