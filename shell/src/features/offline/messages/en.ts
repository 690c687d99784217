/** The offline feature's messages (ICU MessageFormat), in English. */
const en = {
  'offline.banner': 'You are offline; showing saved copies',
};

export type OfflineMessages = typeof en;
export default en;
