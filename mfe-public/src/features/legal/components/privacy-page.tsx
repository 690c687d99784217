import { Link } from 'react-router-dom';
import { useDocumentTitle, usePageMeta } from '@forkful/ui';
import { SUPPORT } from '@forkful/domain';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: your name, email address and profile photo URL, held by our sign-in
          provider (Firebase Authentication) when you register or sign in with email or Google.
        </li>
        <li>
          <strong>Recipes you share</strong>: the image URL, title, ingredients, instructions, cuisine, preparation
          time and categories, together with your display name and email address as the author.
        </li>
        <li>
          <strong>Likes</strong>: which recipes you liked, so each like counts once.
        </li>
      </ul>
    ),
  },
  {
    id: 'not-collect',
    title: 'What we do not collect',
    body: (
      <>
        <p>
          We do not run advertising trackers. The newsletter box on the home page and the contact form do not send what
          you type to our servers.
        </p>
        <p>
          Your light or dark theme choice is stored only in your own browser (local storage), so the site looks the
          way you like the next time you visit.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To sign you in and keep your session secure.</li>
        <li>To show your recipes, with your display name as the author, to other visitors.</li>
        <li>To list your own recipes in My Recipes so that you can edit or delete them.</li>
        <li>To count likes and build the Top Recipes list.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see it',
    body: (
      <p>
        Recipes you share are public. Your email address is stored with your recipes to connect them to your account;
        we never sell personal data. Our sign-in and hosting providers process data only to run Forkful for us.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Your recipes stay until you delete them from My Recipes. Your account stays until you ask us to close it; when
        we close an account we also delete the recipes shared from it.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can edit or delete your recipes at any time. To get a copy of your data, correct it, or delete your
        account, email <a href={`mailto:${SUPPORT.privacyEmail}`}>{SUPPORT.privacyEmail}</a>; we answer within{' '}
        {SUPPORT.replyWithinHours} hours and complete requests as quickly as we can.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Forkful accounts are for people aged 13 and over. We do not knowingly collect data from younger children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date above. Questions? Write to{' '}
        <a href={`mailto:${SUPPORT.privacyEmail}`}>{SUPPORT.privacyEmail}</a> or visit the{' '}
        <Link to="/support">Support Center</Link>. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  usePageMeta({ description: 'How Forkful collects, uses and protects your personal information.' });
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What Forkful knows about you, why, and how you stay in control."
      updated="November 22, 2026"
      sections={SECTIONS}
    />
  );
}
