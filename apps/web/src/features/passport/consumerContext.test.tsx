import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PassportStatus, Role, STORAGE_KEYS } from '@health-passport/domain';
import { json, mockFetch } from '../../test/fetchMock';
import { renderInRouter } from '../../test/render';
import { useConsumerContext } from './consumerContext';
import { clearIndividual, selectIndividual } from './consumerStore';
import { ANNA, aPassport, signInAs, staffWithSelected } from './passportMocks';

/** Shows what the consumer context says. */
function Probe() {
  const context = useConsumerContext();
  return (
    <dl>
      <dt>kind</dt>
      <dd data-testid="kind">{context.kind}</dd>
      <dt>person</dt>
      <dd data-testid="person">{context.person?.serviceNumber ?? 'none'}</dd>
      <dt>passport</dt>
      <dd data-testid="passport">{context.passportId ?? 'none'}</dd>
      <dt>passports</dt>
      <dd data-testid="passports">{context.passports.map((p) => p.id).join(',')}</dd>
    </dl>
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const storedPassportId = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.PASSPORT_ID) ?? 'null') as unknown;

const NEW_CREATED = aPassport('new', PassportStatus.CREATED, '2026-09-01T10:00:00.000Z');
const PUBLISHED = aPassport('published', PassportStatus.PUBLISHED, '2026-03-01T10:00:00.000Z');
const OLDER_PUBLISHED = aPassport('older', PassportStatus.PUBLISHED, '2025-03-01T10:00:00.000Z');

function consumerWith(passports: ReturnType<typeof aPassport>[]) {
  mockFetch({ ...signInAs([Role.CONSUMER]), 'GET /api/v2/users/me/health-passport': () => json(passports) });
}

describe('the consumer context', () => {
  it("shows a consumer's newest published passport and remembers it", async () => {
    consumerWith([OLDER_PUBLISHED, NEW_CREATED, PUBLISHED]);
    renderInRouter(<Probe />);
    await waitFor(() => expect(text('passport')).toBe('published'));
    expect(text('kind')).toBe('own');
    expect(text('person')).toBe('none');
    expect(text('passports')).toBe('new,published,older');
    await waitFor(() => expect(storedPassportId()).toBe('published'));
  });

  it('replaces a stored passport id that is not among their passports', async () => {
    window.localStorage.setItem(STORAGE_KEYS.PASSPORT_ID, JSON.stringify('someone-elses'));
    consumerWith([PUBLISHED, OLDER_PUBLISHED]);
    renderInRouter(<Probe />);
    await waitFor(() => expect(text('passport')).toBe('published'));
    await waitFor(() => expect(storedPassportId()).toBe('published'));
  });

  it('keeps a stored passport id that is theirs', async () => {
    window.localStorage.setItem(STORAGE_KEYS.PASSPORT_ID, JSON.stringify('older'));
    consumerWith([PUBLISHED, OLDER_PUBLISHED]);
    renderInRouter(<Probe />);
    await waitFor(() => expect(text('passports')).toBe('published,older'));
    expect(text('passport')).toBe('older');
    expect(storedPassportId()).toBe('older');
  });

  it("gives a professional the selected individual's passports", async () => {
    mockFetch(staffWithSelected(Role.DOCTOR, [PUBLISHED, OLDER_PUBLISHED]));
    renderInRouter(<Probe />);
    await waitFor(() => expect(text('passport')).toBe('published'));
    expect(text('kind')).toBe('individual');
    expect(text('person')).toBe(ANNA.serviceNumber);
    expect(text('passports')).toBe('published,older');
  });

  it('forgets the passport when another individual is selected, and everything when the selection is cleared', async () => {
    const bram = {
      ...ANNA,
      serviceNumber: 'HP-777',
      givenName: 'Bram',
      middleName: null,
      familyName: 'Jansen',
    };
    mockFetch({
      ...staffWithSelected(Role.HEALTH_COACH, [PUBLISHED]),
      'GET /api/v2/users/HP-777/health-passports': () => json({ person: bram, passports: [OLDER_PUBLISHED] }),
    });
    renderInRouter(<Probe />);
    await waitFor(() => expect(text('passport')).toBe('published'));

    act(() => selectIndividual(bram));
    await waitFor(() => expect(text('passport')).toBe('older'));
    expect(text('person')).toBe('HP-777');
    await waitFor(() => expect(storedPassportId()).toBe('older'));

    act(() => clearIndividual());
    await waitFor(() => expect(text('kind')).toBe('none'));
    expect(window.localStorage.getItem(STORAGE_KEYS.CONSUMER)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.PASSPORT_ID)).toBeNull();
  });

  it('lets go of a selected individual the professional may not see', async () => {
    mockFetch({
      ...staffWithSelected(Role.HEALTH_COACH, []),
      [`GET /api/v2/users/${ANNA.serviceNumber}/health-passports`]: () =>
        json({ error: { code: 'ACCESS_ERROR', message: 'No access' } }, 403),
    });
    renderInRouter(<Probe />);
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.CONSUMER)).toBeNull());
    await waitFor(() => expect(text('kind')).toBe('none'));
  });
});
