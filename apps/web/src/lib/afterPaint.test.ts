import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './afterPaint';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task: a task already waiting runs first', async () => {
    vi.stubGlobal('scheduler', undefined);
    const ran: string[] = [];
    setTimeout(() => ran.push('waiting task'), 0);
    queueMicrotask(() => ran.push('microtask'));
    await nextTask();
    ran.push('after nextTask');
    expect(ran).toEqual(['microtask', 'waiting task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});
