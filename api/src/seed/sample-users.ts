/**
 * The sample cooks of a fresh `npm start`: created in the Firebase Auth emulator by scripts/start.ts and listed in
 * the README, so a newcomer can sign in at once. The sample recipes are authored by them (fixed uids and emails).
 * Plain data, consumable from plain JS: `require('@forkful/api/dist/seed/sample-users').SAMPLE_USERS`.
 * Passwords satisfy the spec's rules (6+ characters, an uppercase and a lowercase letter).
 */
export interface SampleUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** Path of the avatar this API serves; the full photoURL is `<API URL><photoPath>` (see samplePhotoUrl). */
  photoPath: string;
}

export const SAMPLE_USERS: readonly SampleUser[] = [
  {
    uid: 'sample-ayesha',
    email: 'ayesha@forkful.dev',
    password: 'Forkful1',
    displayName: 'Ayesha Rahman',
    photoPath: '/images/avatars/ayesha.svg',
  },
  {
    uid: 'sample-marco',
    email: 'marco@forkful.dev',
    password: 'Forkful1',
    displayName: 'Marco Bianchi',
    photoPath: '/images/avatars/marco.svg',
  },
  {
    uid: 'sample-sofia',
    email: 'sofia@forkful.dev',
    password: 'Forkful1',
    displayName: 'Sofia Hernández',
    photoPath: '/images/avatars/sofia.svg',
  },
  {
    uid: 'sample-mei',
    email: 'mei@forkful.dev',
    password: 'Forkful1',
    displayName: 'Mei Lin',
    photoPath: '/images/avatars/mei.svg',
  },
];

export type SampleUserKey = 'ayesha' | 'marco' | 'sofia' | 'mei';

export function sampleUser(key: SampleUserKey): SampleUser {
  return SAMPLE_USERS.find((user) => user.uid === `sample-${key}`) as SampleUser;
}

/**
 * The photoURL to give the emulator account, e.g. samplePhotoUrl(user, config.publicUrl): absolute, because Firebase
 * keeps absolute photo URLs only. The stack gives it again at every start (the API's address may change), and the API
 * sends an avatar of ours at its current address whatever the account holds (cooks.service.ts).
 */
export function samplePhotoUrl(user: SampleUser, apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${user.photoPath}`;
}
