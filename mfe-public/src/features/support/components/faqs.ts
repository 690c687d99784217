import { PASSWORD_MIN_LENGTH, SPECIAL_OFFER_THRESHOLD } from '@forkful/domain';
import type { MessageValues } from '@forkful/ui';
import type { AppMessageKey } from '../../../i18n';

export interface Faq {
  id: string;
  question: AppMessageKey;
  answer: AppMessageKey;
  values?: MessageValues;
}

/** Answers that describe how Forkful actually behaves (their text: the `faq.*` messages). */
export const FAQS: Faq[] = [
  { id: 'browse', question: 'faq.browse.question', answer: 'faq.browse.answer' },
  { id: 'register', question: 'faq.register.question', answer: 'faq.register.answer', values: { min: PASSWORD_MIN_LENGTH } },
  { id: 'share', question: 'faq.share.question', answer: 'faq.share.answer' },
  { id: 'edit', question: 'faq.edit.question', answer: 'faq.edit.answer' },
  { id: 'likes', question: 'faq.likes.question', answer: 'faq.likes.answer' },
  { id: 'featured', question: 'faq.featured.question', answer: 'faq.featured.answer', values: { count: SPECIAL_OFFER_THRESHOLD } },
  { id: 'theme', question: 'faq.theme.question', answer: 'faq.theme.answer' },
];
