/**
 * Resolves once the browser has drawn what is on screen now. React's effects can run before the browser draws, so
 * work started there (code or data the page does not show) would come before the first paint and delay it. A frame
 * callback runs before its frame is drawn, so the second one runs after that frame; the browser reports the first
 * paint to the page (the performance timeline) later still, and the first paint is the one that counts, so that is
 * waited for as well. A hidden tab draws no frames: it waits at most `atMostMs`.
 */
export function afterNextPaint(atMostMs = 1000): Promise<void> {
  const drawn = new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
  return Promise.race([
    drawn.then(firstPaintReported),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}

const FIRST_PAINT = 'first-contentful-paint';

function firstPaintReported(): Promise<void> {
  const observable =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!observable || performance.getEntriesByName(FIRST_PAINT).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(FIRST_PAINT).length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
}

/**
 * Resolves in a task of its own, so what follows does not lengthen the current one: between two long pieces of work a
 * phone can take a tap or draw a frame (scheduler.yield where the browser has it, which resumes before other waiting
 * tasks; a zero timeout elsewhere).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
