import type { Translations } from '../create-messages';
import type { UiMessages } from './en';

const bn: Translations<UiMessages> = {
  'loading.text': 'লোড হচ্ছে...',
};

export default bn;
