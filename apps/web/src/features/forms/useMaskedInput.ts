import { useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import { caretFor, isSignificant } from './inputFormats';

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
 * A masked text input: each change goes through `mask`, the stored value is emitted with `onValue`, and the
 * caret keeps its place among the significant characters (digits) when separators are inserted.
 */
export function useMaskedInput(
  value: string | undefined,
  onValue: (value: string) => void,
  mask: (raw: string) => MaskResult,
  toDisplay: (value: string | undefined) => string,
): MaskedInput {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [text, setText] = useDisplayText(value, toDisplay);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    pendingCaret.current = null;
    if (caret !== null && input !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const onInput = (event: ChangeEvent<HTMLInputElement>): void => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const result = mask(raw);
    const before = [...raw.slice(0, caret)].filter(isSignificant).length;
    pendingCaret.current = caret >= raw.length ? result.display.length : caretFor(result.display, before);
    setText(result.display, result.value);
    if (result.value !== value) onValue(result.value);
  };

  return { text, onInput, inputRef };
}
