import { describe, expect, it, vi } from 'vitest';
import { reportError } from './errorReporting';

describe('reportError', () => {
  it('logs and sends the report with a beacon', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new Error('Boom'), { where: 'test' });
    expect(log).toHaveBeenCalled();
    const beacon = vi.mocked(navigator.sendBeacon);
    const [url, blob] = beacon.mock.calls.at(-1)!;
    expect(url).toBe('/api/v2/client-errors');
    const report = JSON.parse(await (blob as Blob).text()) as Record<string, unknown>;
    expect(report).toMatchObject({ message: 'Error: Boom', context: { where: 'test' } });
    expect(typeof report.stack).toBe('string');
    expect(typeof report.url).toBe('string');
  });

  it('falls back to fetch when the beacon is refused', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(navigator.sendBeacon).mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    reportError('plain text');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/client-errors',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('reports an error object once, however many layers report it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const beacon = vi.mocked(navigator.sendBeacon);
    const before = beacon.mock.calls.length;
    const error = new Error('Twice');
    reportError(error, { where: 'graphqlRequest' });
    reportError(error, { where: 'activateShare' });
    expect(beacon.mock.calls.length - before).toBe(1);
    reportError(new Error('Twice'));
    expect(beacon.mock.calls.length - before).toBe(2);
  });

  it('never throws, even when everything fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {
      throw new Error('console is broken');
    });
    expect(() => reportError(new Error('Boom'))).not.toThrow();
  });
});
