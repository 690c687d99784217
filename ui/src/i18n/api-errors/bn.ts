import type { Translations } from '../create-messages';
import type { ApiErrorMessages } from './en';

const bn: Translations<ApiErrorMessages> = {
  offline: 'আপনি অফলাইনে আছেন। কিছুই পাঠানো হয়নি; আবার অনলাইনে এলে চেষ্টা করুন।',
  generic: 'কিছু একটা ভুল হয়েছে (ত্রুটি {status})। অনুগ্রহ করে আবার চেষ্টা করুন।',
};

export default bn;
