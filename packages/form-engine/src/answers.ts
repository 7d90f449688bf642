import { UNANSWERED_VALUE } from '@health-passport/domain';

/** §5: a required field is answered when its value is not empty and not the "no answer" value -1. */
export function isAnswered(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text !== UNANSWERED_VALUE;
}
