import { vi } from 'vitest';

/**
 * What the browser is handed to save (`saveFile`): the name of each download started, from now on. jsdom makes
 * no object urls, so this stands in for them in the calling test file's environment.
 */
export function recordSavedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:saved');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:saved') saved.push(this.download);
  });
  return saved;
}
