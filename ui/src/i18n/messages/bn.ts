import type { Translations } from '../create-messages';
import type { UiMessages } from './en';

const bn: Translations<UiMessages> = {
  'loading.text': 'লোড হচ্ছে...',
  'spinner.checkingSession': 'আপনার সেশন যাচাই করা হচ্ছে',
  'modal.close': 'বন্ধ করুন',
  'recipeCard.prepTime': '{minutes, number, ::group-off} মিনিট',
  'recipeCard.seeDetails': 'বিস্তারিত দেখুন',
  'recipeCard.seeDetailsOf': 'বিস্তারিত দেখুন: {title}',
  'recipeImage.noImage': 'ছবি নেই',
  'recipeImage.noImageFor': '{title}: কোনো ছবি নেই',
  'ratingBadge.label': '{count, plural, other {# জন রাঁধুনি}} ৫-এর মধ্যে {average} রেটিং দিয়েছেন',
  'showMore.more': 'আরও দেখুন',
  'sourceLink.newTab': '(নতুন ট্যাবে খোলে)',
  'standalone.pages': 'রিমোটের পাতা',
  'standalone.switchToDark': 'গাঢ় থিমে যান',
  'standalone.switchToLight': 'হালকা থিমে যান',
  'standalone.darkTheme': 'গাঢ় থিম',
  'standalone.lightTheme': 'হালকা থিম',
  'cuisine.Italian': 'ইতালীয়',
  'cuisine.Mexican': 'মেক্সিকান',
  'cuisine.Bangladeshi': 'বাংলাদেশি',
  'cuisine.Chinese': 'চাইনিজ',
  'cuisine.Others': 'অন্যান্য',
  'category.Breakfast': 'সকালের নাশতা',
  'category.Lunch': 'দুপুরের খাবার',
  'category.Dinner': 'রাতের খাবার',
  'category.Dessert': 'ডেজার্ট',
  'category.Vegan': 'ভেগান',
  'reportReason.spam': 'স্প্যাম বা বিজ্ঞাপন',
  'reportReason.harassment': 'হয়রানি বা উৎপীড়ন',
  'reportReason.hate': 'ঘৃণাসূচক কথা',
  'reportReason.sexual': 'যৌন বিষয়বস্তু',
  'reportReason.misinformation': 'বিপজ্জনক বা ভুল তথ্য',
  'reportReason.other': 'অন্য কিছু',
};

export default bn;
