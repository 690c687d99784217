/** How long the interface's moving parts take, in milliseconds: the same on every page of every app. */
export const TYPEWRITER = { typeMs: 70, deleteMs: 40, pauseMs: 2000 } as const;
export const SUCCESS_DIALOG_MS = 1500;
export const TOAST = { errorMs: 4000, defaultMs: 4000, successMs: 2000, limit: 20 } as const;
