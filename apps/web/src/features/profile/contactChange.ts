import { z } from 'zod';
import { AuthErrorCode, isValidInternationalPhone } from '@health-passport/domain';
import { isApiError, rateLimitedMinutes } from '../../lib/api';

/** What the person asked to change; removing the phone number takes effect without a code. */
export type ContactAction = 'email' | 'phone' | 'removePhone';

/** The fields of the two steps: the new value, the proof of who they are, and the code sent to the new value. */
export type ContactField = 'value' | 'password' | 'totpCode' | 'code';

export type ContactErrorKey =
  | 'invalidEmail'
  | 'invalidPhone'
  | 'sameEmail'
  | 'samePhone'
  | 'emailInUse'
  | 'passwordRequired'
  | 'wrongPassword'
  | 'totpRequired'
  | 'wrongTotp'
  | 'codeRequired'
  | 'wrongCode'
  | 'expiredCode'
  | 'tooMany'
  | 'requestError'
  | 'confirmError';

/** What went wrong: per field, and what belongs to no field (with the minutes to wait when rate limited). */
export interface ContactProblems {
  fields: Partial<Record<ContactField, ContactErrorKey>>;
  general?: ContactErrorKey;
  waitMinutes?: number;
}

/** The order the fields stand in on the screen, which the error summary follows. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['value', 'password', 'totpCode', 'code'];

const EMAIL = z.email();

export function hasProblems(problems: ContactProblems): boolean {
  return (
    Object.keys(problems.fields).length > 0 ||
    problems.general !== undefined ||
    problems.waitMinutes !== undefined
  );
}

/** Checks before the request leaves, for convenience only: the server decides. */
export function checkRequest(
  action: ContactAction,
  input: { value: string; password: string; totpCode: string; needsTotp: boolean },
  current: { email: string; phoneNumber: string | null },
): ContactProblems {
  const fields: ContactProblems['fields'] = {};
  const value = input.value.trim();
  if (action === 'email') {
    if (!EMAIL.safeParse(value).success) fields.value = 'invalidEmail';
    else if (value.toLowerCase() === current.email.toLowerCase()) fields.value = 'sameEmail';
  }
  if (action === 'phone') {
    if (!isValidInternationalPhone(value)) fields.value = 'invalidPhone';
    else if (value === current.phoneNumber) fields.value = 'samePhone';
  }
  if (input.password.length === 0) fields.password = 'passwordRequired';
  if (input.needsTotp && input.totpCode.trim().length === 0) fields.totpCode = 'totpRequired';
  return { fields };
}

export function checkCode(code: string): ContactProblems {
  return { fields: code.trim().length === 0 ? { code: 'codeRequired' } : {} };
}

function namedFields(error: unknown): Record<string, unknown> {
  const fields = isApiError(error) ? error.details?.fields : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
}

/** The server's answer to requestContactChange, as the fields it concerns. */
export function requestProblemsOf(error: unknown, action: ContactAction): ContactProblems {
  const waitMinutes = rateLimitedMinutes(error);
  if (waitMinutes !== undefined) return { fields: {}, waitMinutes };
  const code = isApiError(error) ? error.code : undefined;
  switch (code) {
    case AuthErrorCode.NOT_AUTHORIZED:
      return { fields: { password: 'wrongPassword' } };
    case AuthErrorCode.CODE_MISMATCH:
      return { fields: { totpCode: 'wrongTotp' } };
    case AuthErrorCode.USERNAME_EXISTS:
      return { fields: { value: 'emailInUse' } };
    case AuthErrorCode.LIMIT_EXCEEDED:
      return { fields: {}, general: 'tooMany' };
    case AuthErrorCode.INVALID_PARAMETER: {
      const named = namedFields(error);
      const fields: ContactProblems['fields'] = {};
      if ('email' in named || 'phoneNumber' in named) {
        fields.value = action === 'email' ? 'invalidEmail' : 'invalidPhone';
      }
      if ('password' in named) fields.password = 'passwordRequired';
      if ('totpCode' in named) fields.totpCode = 'totpRequired';
      return Object.keys(fields).length > 0 ? { fields } : { fields, general: 'requestError' };
    }
    default:
      return { fields: {}, general: 'requestError' };
  }
}

/** The server's answer to confirmContactChange. */
export function confirmProblemsOf(error: unknown): ContactProblems {
  const waitMinutes = rateLimitedMinutes(error);
  if (waitMinutes !== undefined) return { fields: {}, waitMinutes };
  const code = isApiError(error) ? error.code : undefined;
  if (code === AuthErrorCode.CODE_MISMATCH) return { fields: { code: 'wrongCode' } };
  if (code === AuthErrorCode.EXPIRED_CODE) return { fields: { code: 'expiredCode' } };
  // Someone else took the address between the request and the confirmation.
  if (code === AuthErrorCode.USERNAME_EXISTS) return { fields: {}, general: 'emailInUse' };
  if (code === AuthErrorCode.LIMIT_EXCEEDED) return { fields: {}, general: 'tooMany' };
  return { fields: {}, general: 'confirmError' };
}
