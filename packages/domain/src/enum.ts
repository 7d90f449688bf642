/** Helpers shared by the `as const` enum objects of this package. */

/** True when `value` is one of the values of the enum object `e`. */
export function isEnumValue<E extends Readonly<Record<string, string>>>(
  e: E,
  value: unknown,
): value is E[keyof E] {
  return typeof value === 'string' && (Object.values(e) as string[]).includes(value);
}
