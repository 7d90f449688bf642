const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

function isFocusable(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !element.hasAttribute('disabled') &&
    element.closest('[aria-hidden="true"], [inert]') === null
  );
}

/**
 * The element to focus for a field: its main input when that can take focus (a text input, a select
 * trigger), else the first focusable element inside it (the first radio, checkbox or entry).
 */
export function focusTargetOf(container: HTMLElement, dataKey: string): HTMLElement | null {
  const wrapper = [...container.querySelectorAll<HTMLElement>('[data-field-key]')].find(
    (element) => element.dataset.fieldKey === dataKey,
  );
  if (wrapper === undefined) return null;
  const main = wrapper.dataset.inputId ? document.getElementById(wrapper.dataset.inputId) : null;
  if (main !== null && wrapper.contains(main) && isFocusable(main)) return main;
  return [...wrapper.querySelectorAll<HTMLElement>(FOCUSABLE)].find(isFocusable) ?? null;
}
