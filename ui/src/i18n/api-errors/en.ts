/**
 * What the UI says for the API's refusals, by their code (the API's JSON `code`), and for a request made offline.
 * Keys: `<code>` as the API sends it, plus `offline` and `generic`. English as the API's own messages say it.
 */
const en = {
  offline: 'You are offline. Nothing was sent; try again when you are back online.',
  generic: 'Something went wrong (error {status}). Please try again.',
} as const;

export default en;
export type ApiErrorMessages = typeof en;
