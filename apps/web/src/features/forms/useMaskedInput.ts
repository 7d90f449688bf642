import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import { registerCursorTracker } from 'cleave-zen';

export interface MaskResult {
  /** What the input shows. */
  display: string;
  /** What the field stores (may differ: a date is stored only when complete, a duration in minutes). */
  value: string;
}

export interface MaskedInput {
  text: string;
  onInput: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The shown text of an input whose stored value differs from what is typed. The text follows the stored
 * value when that changes from outside (a refreshed form), and keeps the person's typing otherwise.
 */
export function useDisplayText(
  value: string | undefined,
  toDisplay: (value: string | undefined) => string,
): [string, (text: string, stored: string | undefined) => void] {
  const [state, setState] = useState(() => ({ text: toDisplay(value), stored: value }));
  let current = state;
  if (state.stored !== value) {
    current = { text: toDisplay(value), stored: value };
    setState(current);
  }
  return [current.text, (text, stored) => setState({ text, stored })];
}

/**
 * A masked text input: each change goes through `mask` and the stored value is emitted with `onValue`.
 * cleave-zen's cursor tracker keeps the caret among the same typed characters when the mask inserts or
 * removes `delimiters` (each character of the string is one) before it.
 */
export function useMaskedInput(
  value: string | undefined,
  onValue: (value: string) => void,
  mask: (raw: string) => MaskResult,
  toDisplay: (value: string | undefined) => string,
  delimiters = '',
): MaskedInput {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useDisplayText(value, toDisplay);

  useEffect(() => {
    const input = inputRef.current;
    if (input === null) return undefined;
    return registerCursorTracker({ input, delimiters: [...delimiters] });
  }, [delimiters]);

  const onInput = (event: ChangeEvent<HTMLInputElement>): void => {
    const result = mask(event.target.value);
    setText(result.display, result.value);
    if (result.value !== value) onValue(result.value);
  };

  return { text, onInput, inputRef };
}
