import { CUISINES, MESSAGES, SUPPORT, TYPEWRITER_PHRASES } from '@forkful/domain';

const [discover, share, enjoy] = TYPEWRITER_PHRASES;
const [italian, mexican, bangladeshi, chinese, others] = CUISINES;

/**
 * mfe-public's messages in English: the home page, the static pages and the 404 page. Keys: `<feature>.<what>`.
 * Where the spec's wording is a domain constant, the value is that constant. `[text](name)` marks a part of a message
 * that a page shows as a link or in bold (richText). The Terms and Privacy pages' text is apart (en-legal.ts).
 */
const en = {
  'hero.kicker': 'Home cooking, shared',
  'hero.headline': MESSAGES.heroHeadline,
  'hero.typewriter.discover': discover,
  'hero.typewriter.share': share,
  'hero.typewriter.enjoy': enjoy,
  'hero.intro': 'Find dishes people actually cook at home, save the ones you love, and share your own recipes with a community of food lovers.',
  'hero.browse': 'Browse Recipes',
  'hero.share': 'Share a Recipe',

  'topRecipes.title': 'Top Recipes',
  'topRecipes.subtitle': 'The dishes our community loves the most right now.',
  'topRecipes.loading': 'Loading top recipes...',
  'topRecipes.list': 'Top recipes',
  'topRecipes.empty': 'No top recipes to show right now. Browse all recipes to find something to cook.',
  'topRecipes.seeAll': 'See All Recipes',

  'recipeCard.cuisine': 'Cuisine:',
  'recipeCard.likes': '{count, plural, one {like} other {likes}}',
  'recipeCard.viewDetails': 'View Details',
  'recipeCard.detailsOf': 'of {title}',

  // The fixed list of cuisines a recipe is filed under (the recipe's own words are not translated).
  'cuisine.Italian': italian,
  'cuisine.Mexican': mexican,
  'cuisine.Bangladeshi': bangladeshi,
  'cuisine.Chinese': chinese,
  'cuisine.Others': others,

  'specialOffer.badge': 'Special Offer',
  'specialOffer.title': 'Get featured and win kitchen gear',
  'specialOffer.text': 'Share {count, number} or more recipes to be featured on the homepage and win kitchen gear!',
  'specialOffer.cta': 'Share Now',

  'whyChoose.title': 'Why Choose Forkful?',
  'whyChoose.subtitle': 'Everything you need to cook, share and enjoy.',
  'whyChoose.easy.title': 'Easy to Use',
  'whyChoose.easy.text': 'Find a recipe in seconds with cuisine filters and sorting, and share your own with one simple form.',
  'whyChoose.favorites.title': 'Personalized Favorites',
  'whyChoose.favorites.text': 'Save the dishes you love to your own Saved Recipes, scale them to your table and cook them step by step.',
  'whyChoose.community.title': 'Community Driven',
  'whyChoose.community.text': 'Every recipe comes from a real home cook, and the most liked ones rise to the top for everyone to try.',

  'testimonials.title': 'What Our Users Say',
  'testimonials.subtitle': 'Home cooks from around the world share their experience.',
  'testimonials.nusrat.role': 'Home cook, Dhaka',
  'testimonials.nusrat.quote': 'I finally wrote down my mother’s kacchi biryani and shared it here. Seeing people from other countries cook it made my week.',
  'testimonials.marco.role': 'Weekend baker, Turin',
  'testimonials.marco.quote': 'The cuisine filter is exactly what I wanted. I plan our Sunday dinners on Forkful and keep my own recipes in one place.',
  'testimonials.sofia.role': 'Food blogger, Puebla',
  'testimonials.sofia.quote': 'Clean, fast and friendly. My mole poblano collected dozens of likes in its first week, and it is now on the Top Recipes list.',

  'newsletter.title': 'Subscribe to Our Newsletter',
  'newsletter.text': 'New recipes, seasonal ideas and cooking tips from the Forkful community, once a week.',
  'newsletter.emailLabel': 'Email address',
  'newsletter.placeholder': 'you@example.com',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.invalid': MESSAGES.newsletterInvalid,
  // The spec's function, given the ICU argument: 'Subscribed: {email}'.
  'newsletter.subscribed': MESSAGES.newsletterSubscribed('{email}'),

  'notFound.title': MESSAGES.notFoundTitle,
  'notFound.text': 'The page or recipe you are looking for does not exist, or it may have been removed.',
  'notFound.backHome': 'Back to Home',

  'about.title': 'About Us',
  'about.description': 'Who we are and why Forkful exists: a home for food lovers and home chefs to share the recipes they love.',
  'about.headline': 'Cooking is better when it is shared',
  'about.lead': 'Forkful is a recipe-sharing community for food lovers and home chefs: a place to discover what to cook tonight and to share the dishes you are proud of.',
  'about.mission.title': 'Our Mission',
  'about.mission.purpose': 'Our mission is to help everyone cook with confidence. We make it simple to find a good recipe, follow it step by step, and give something back by sharing your own.',
  'about.mission.recipes': 'Every recipe on Forkful lists its ingredients, instructions, cuisine and preparation time, so you know what you are getting into before you turn on the stove.',
  'about.vision.title': 'Our Vision',
  'about.vision.world': 'We picture a world where family recipes are not lost in notebooks, and where a cook in Dhaka can learn a Sunday sauce from Naples and teach a biryani in return.',
  'about.vision.kitchen': 'Forkful aims to be the friendliest kitchen on the internet: open to every cuisine, shaped by the cooks who use it, and focused on food rather than noise.',
  'about.values.title': 'What We Value',
  'about.values.kitchens.title': 'Real kitchens',
  'about.values.kitchens.text': 'Recipes written by people who cook them at home, with the ingredients and steps that actually work.',
  'about.values.cuisines.title': 'Every cuisine welcome',
  'about.values.cuisines.text': 'From Bangladeshi bhuna to Italian risotto and Mexican mole, every food culture has a place at our table.',
  'about.values.kindness.title': 'Kindness first',
  'about.values.kindness.text': 'We celebrate each other’s cooking. A like is a thank-you from one cook to another.',
  'about.explore': 'Explore Recipes',
  'about.contact': 'Contact Us',

  'liveChat.hours': SUPPORT.liveChat,

  'contact.title': 'Contact Us',
  'contact.eyebrow': 'Contact',
  'contact.description': 'Write to the Forkful team: questions, ideas and feedback about recipes and the site.',
  'contact.lead': 'Questions about a recipe, your account or working with Forkful? We would love to hear from you.',
  'contact.formTitle': 'Send us a message',
  'contact.otherWays': 'Other ways to reach us',
  'contact.email.title': 'Email',
  'contact.email.reply': 'We reply within {hours, number} hours.',
  'contact.chat.title': 'Live chat',
  'contact.chat.text': 'Every day, {hours, number}.',
  'contact.help.title': 'Need help right away?',
  'contact.help.text': 'Most answers are already in the [Support Center](support).',

  'contactForm.name': 'Name',
  'contactForm.email': 'Email',
  'contactForm.message': 'Message',
  'contactForm.submit': 'Submit',
  'contactForm.nameMissing': 'Please enter your name.',
  'contactForm.emailMissing': 'Please enter your email address.',
  'contactForm.emailInvalid': 'Please enter a valid email address, like you@example.com.',
  'contactForm.messageMissing': 'Please write your message.',
  'contactForm.checked.thanks': 'Thanks, {name}! Your message looks good, but it has not been sent:',
  'contactForm.checked.notSent': 'this form does not deliver messages. Your text is still in the form.',
  'contactForm.checked.byEmail': 'To reach us, [send it by email to {email}](mailto). We reply within {hours, number} hours.',
  'contactForm.mailSubject': 'Message from {name}',

  'support.title': 'Support Center',
  'support.eyebrow': 'Support',
  'support.description': 'Answers to common questions about Forkful: accounts, sharing recipes, likes and your dashboard.',
  'support.lead': 'Find quick answers below, or reach our support team by email or live chat.',
  'support.email.title': 'Email Support',
  'support.email.text': 'Write to us any time. We reply within {hours, number} hours.',
  'support.chat.title': 'Live Chat',
  'support.chat.text': 'Talk to a member of our team in real time during these hours. Outside them, email us or use the [contact page](contact).',
  'support.faqs.title': 'Frequently Asked Questions',

  'faq.browse.question': 'Do I need an account to browse recipes?',
  'faq.browse.answer': 'No. Anyone can browse the home page and All Recipes. To open a recipe’s full details, like recipes, or share your own, sign in or create a free account.',
  'faq.register.question': 'How do I create an account?',
  'faq.register.answer': 'Choose Login, then Register, and enter your name, email, a photo URL and a password of at least {min, number} characters with an uppercase and a lowercase letter. You can also sign in with Google.',
  'faq.share.question': 'How do I share a recipe?',
  'faq.share.answer': 'Open your Dashboard and choose Add Recipe. Fill in the image URL, title, ingredients (separated by commas), instructions, cuisine and preparation time, pick any categories that fit, and submit.',
  'faq.edit.question': 'Can I edit or delete a recipe I shared?',
  'faq.edit.answer': 'Yes. In your Dashboard, My Recipes lists everything you shared. Use Edit to update a recipe or Delete to remove it; deleting asks you to confirm because it cannot be undone.',
  'faq.likes.question': 'How do likes and Top Recipes work?',
  'faq.likes.answer': 'On a recipe’s detail page, press Like to show your appreciation. You cannot like your own recipes. The most liked recipes appear in Top Recipes on the home page.',
  'faq.featured.question': 'How do I get featured on the home page?',
  'faq.featured.answer': 'Share {count, number} or more recipes to take part in our Special Offer: featured cooks are shown on the home page and can win kitchen gear.',
  'faq.theme.question': 'How do I switch between light and dark mode?',
  'faq.theme.answer': 'Use the theme toggle in the header. Forkful remembers your choice in this browser.',

  'legal.eyebrow': 'Legal',
  'legal.updated': 'Last updated: {date}',
  'legal.contents': 'On this page',

  // The standalone dev page (without the shell).
  'standalone.title': 'Forkful · mfe-public (standalone)',
  'standalone.home': 'Home',
  'standalone.about': 'About Us',
  'standalone.contact': 'Contact',
  'standalone.support': 'Support',
  'standalone.terms': 'Terms',
  'standalone.privacy': 'Privacy',
} as const;

export default en;
export type AppMessages = typeof en;
