import { checkNewPassword } from '@health-passport/domain';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { authErrors } from './identity.errors.js';

/** zxcvbn score 3: about 10^8 guesses or more, "safely unguessable" for an online attack with our throttling. */
export const MIN_STRENGTH_SCORE = 3;

export const PASSWORD_RULE_MESSAGE =
  'Password does not conform to policy: use at least 14 characters with a lowercase letter, an uppercase letter, a digit and a special character.';
export const COMMON_PASSWORD_MESSAGE =
  'Password does not conform to policy: it is too common or too easy to guess. Choose a less predictable one, for example a few unrelated words.';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * English and Dutch dictionaries plus the common-password lists, loaded on the first new password (about 0.25 s
 * and 30 MB): a server that is only read from never holds them.
 */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-nl-be'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en, nl]) =>
      new ZxcvbnFactory({
        dictionary: {
          ...common.dictionary,
          ...en.dictionary,
          // The Dutch package's lists carry no language suffix; give them one so nothing collides.
          ...Object.fromEntries(Object.entries(nl.dictionary).map(([name, words]) => [`${name}-nl`, words])),
        },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/** "de Vries" -> "de Vries", "de", "vries", "devries": names are typed with and without their spaces. */
function expandUserInputs(inputs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const input of inputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    out.add(value);
    const words = value.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
    for (const word of words) out.add(word);
    if (words.length > 1) out.add(words.join(''));
  }
  return [...out];
}

export type PasswordVerdict = { ok: true } | { ok: false; reason: 'rule' | 'common'; message: string };

/**
 * Every new password: the strict rule of customer-journey §5 (shared with the web app), then a strength estimate
 * against English and Dutch dictionaries and breached-password lists. Refused when the estimate is weak, when all
 * its letters are one dictionary word dressed up with digits and symbols ("Welkom12345678!"), or when its words
 * include the user's own name or e-mail address ("Anna-de-Vries-1986!").
 */
export async function judgeNewPassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordVerdict> {
  if (!checkNewPassword(password).valid) return { ok: false, reason: 'rule', message: PASSWORD_RULE_MESSAGE };
  const result = (await strengthEstimator()).check(password, expandUserInputs(userInputs));
  const words = result.sequence.filter(
    (match) => match.pattern === 'dictionary' && /\p{L}/u.test(match.token),
  );
  const strayLetters = result.sequence
    .filter((match) => match.pattern !== 'dictionary')
    .reduce((n, match) => n + (match.token.match(/\p{L}/gu)?.length ?? 0), 0);
  // Nearly all letters come from one dictionary word, or from words that include the user's own name or address.
  const dressedUp =
    words.length > 0 &&
    strayLetters <= 2 &&
    (words.length === 1 || words.some((match) => match.dictionaryName === 'userInputs'));
  if (result.score < MIN_STRENGTH_SCORE || dressedUp) {
    return { ok: false, reason: 'common', message: COMMON_PASSWORD_MESSAGE };
  }
  return { ok: true };
}

/** Throws InvalidPasswordException with the reason when the password may not be used. */
export async function assertNewPassword(password: string, userInputs: readonly string[] = []): Promise<void> {
  const verdict = await judgeNewPassword(password, userInputs);
  if (!verdict.ok) throw authErrors.invalidPassword(verdict.message);
}
