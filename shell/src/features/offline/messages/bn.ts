import type { Translations } from '@forkful/ui';
import type { OfflineMessages } from './en';

const bn: Translations<OfflineMessages> = {
  'offline.banner': 'আপনি অফলাইনে আছেন; সংরক্ষিত কপি দেখানো হচ্ছে',
};

export default bn;
