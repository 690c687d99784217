/**
 * Reporting (issue 33): a signed-in reader reports a review or a public collection to the moderators. The dialog
 * loads on the first click.
 */
export { ReportButton, type ReportButtonProps } from './components/report-button';
