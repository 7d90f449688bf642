/**
 * Answers index.html's script (src/boot.ts) asked for before the app had loaded, for the page that asks them again:
 * the first to take one gets it, later asks go to the server. An answer is the response's data, or undefined when the
 * request failed in any way (the page then asks itself and shows what went wrong).
 */
const answers = new Map<string, Promise<unknown>>();

export function keepEarlyAnswer(key: string, answer: Promise<unknown>): void {
  answers.set(key, answer);
}

export function takeEarlyAnswer<T>(key: string): Promise<T | undefined> | undefined {
  const answer = answers.get(key);
  answers.delete(key);
  return answer as Promise<T | undefined> | undefined;
}

/** The key of a product's early answer (features/shop). */
export const earlyProductKey = (packageCode: string) => `product:${packageCode}`;
