import { PREP_TIME_MIN } from '@forkful/contracts';

/** Prep time rule of both recipe forms: required, whole minutes, at least PREP_TIME_MIN (spec section 9). */
export function checkPrepTime(minutes: number): true | string {
  if (!Number.isFinite(minutes)) return 'Preparation time is required';
  if (!Number.isInteger(minutes)) return 'Preparation time must be a whole number of minutes';
  return minutes >= PREP_TIME_MIN || `Preparation time must be at least ${PREP_TIME_MIN} minute`;
}

/** A required text field: blank or only spaces is missing. */
export function required(label: string) {
  return (value: string | undefined): true | string => (value ?? '').trim() !== '' || `${label} is required`;
}
