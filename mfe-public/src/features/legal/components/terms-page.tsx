import { Link } from 'react-router-dom';
import { useDocumentTitle, usePageMeta } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Using Forkful',
    body: (
      <p>
        Forkful is a recipe-sharing service for food lovers and home chefs. By browsing Forkful or creating an
        account you agree to these terms. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You can browse the home page and All Recipes without an account. Viewing recipe details, liking recipes and
          sharing your own require signing in with an email and password or with Google.
        </p>
        <ul>
          <li>Give accurate information when you register, and keep your password to yourself.</li>
          <li>You are responsible for what is done through your account.</li>
          <li>Tell us at {SUPPORT.email} if you believe someone else is using your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Recipes you share',
    body: (
      <>
        <p>
          You keep ownership of the recipes, text and images you share. By posting a recipe you allow Forkful to store
          it, show it to other visitors, and feature it (for example in Top Recipes or on the home page) for as long as
          it stays on Forkful.
        </p>
        <p>
          Only share recipes and images you have the right to share. Credit the source when a recipe is adapted from
          someone else’s work. Recipes you share show your display name as the author.
        </p>
        <p>You can edit or delete your recipes at any time from My Recipes in your Dashboard.</p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Community rules',
    body: (
      <ul>
        <li>No spam, advertising disguised as recipes, or misleading content.</li>
        <li>No hateful, harassing, violent or sexual content, in text or images.</li>
        <li>Do not try to break, overload or get around the security of the service.</li>
        <li>Do not like recipes with automated tools or multiple accounts.</li>
      </ul>
    ),
  },
  {
    id: 'removal',
    title: 'Removing content and accounts',
    body: (
      <p>
        We may remove recipes that break these terms and suspend accounts that repeatedly do so. Where we can, we will
        tell you why.
      </p>
    ),
  },
  {
    id: 'offers',
    title: 'Special offers',
    body: (
      <p>
        From time to time we run promotions, such as featuring cooks who share several recipes and giving away kitchen
        gear. Each promotion’s conditions are announced with it; sharing recipes never obliges you to take part.
      </p>
    ),
  },
  {
    id: 'safety',
    title: 'Cooking safely',
    body: (
      <p>
        Recipes are written by community members, not by professional nutritionists. Check ingredients for allergens,
        follow safe food-handling practices, and use your own judgement in the kitchen. Forkful is provided “as is”,
        and we are not liable for outcomes of preparing recipes found on it, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Forkful grows. When we make a significant change we will update the date above.
        Continuing to use Forkful after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or
        visit the <Link to="/support">Support Center</Link>. See also our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  usePageMeta({ description: 'The terms that apply when you use Forkful and share your recipes.' });
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules for using Forkful and sharing recipes with our community, in plain language."
      updated="November 22, 2026"
      sections={SECTIONS}
    />
  );
}
