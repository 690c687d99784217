import { PASSWORD_MIN_LENGTH, SPECIAL_OFFER_THRESHOLD } from '@forkful/domain';

/** Answers that describe how Forkful actually behaves. */
export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'Do I need an account to browse recipes?',
    answer:
      'No. Anyone can browse the home page and All Recipes. To open a recipe’s full details, like recipes, or share your own, sign in or create a free account.',
  },
  {
    question: 'How do I create an account?',
    answer: `Choose Login, then Register, and enter your name, email, a photo URL and a password of at least ${PASSWORD_MIN_LENGTH} characters with an uppercase and a lowercase letter. You can also sign in with Google.`,
  },
  {
    question: 'How do I share a recipe?',
    answer:
      'Open your Dashboard and choose Add Recipe. Fill in the image URL, title, ingredients (separated by commas), instructions, cuisine and preparation time, pick any categories that fit, and submit.',
  },
  {
    question: 'Can I edit or delete a recipe I shared?',
    answer:
      'Yes. In your Dashboard, My Recipes lists everything you shared. Use Edit to update a recipe or Delete to remove it; deleting asks you to confirm because it cannot be undone.',
  },
  {
    question: 'How do likes and Top Recipes work?',
    answer:
      'On a recipe’s detail page, press Like to show your appreciation. You cannot like your own recipes. The most liked recipes appear in Top Recipes on the home page.',
  },
  {
    question: 'How do I get featured on the home page?',
    answer: `Share ${SPECIAL_OFFER_THRESHOLD} or more recipes to take part in our Special Offer: featured cooks are shown on the home page and can win kitchen gear.`,
  },
  {
    question: 'How do I switch between light and dark mode?',
    answer: 'Use the theme toggle in the header. Forkful remembers your choice in this browser.',
  },
];
