/** The spec's dialogs (section 8), for the features that report a write's outcome. */
export { useDialogs } from './hooks/use-dialogs';
