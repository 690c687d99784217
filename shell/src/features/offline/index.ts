/**
 * Reading offline (issue 34): the service worker's registration once the page is idle, the banner shown while
 * offline, and dropping the account's offline copies at sign-out. The worker itself: src/service-worker/.
 */
export { OfflineBanner } from './components/offline-banner';
export { startOffline } from './lib/start-offline';
export { dropPersonalCaches } from './lib/personal-caches';
