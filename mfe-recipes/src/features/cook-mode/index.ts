/** Cook mode: the recipe's steps one at a time, full screen (used by the recipe detail page). */
export { CookMode } from './components/cook-mode';
