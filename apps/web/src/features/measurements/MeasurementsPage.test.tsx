import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Role, STAFF_NOTICE_COOKIE } from '@health-passport/domain';
import { writeCookie } from '../../lib/cookies';
import { i18n } from '../../lib/i18n';
import { bodiesSentTo, json, mockFetch, type MockHandler } from '../../test/fetchMock';
import { renderAt, viewerWith } from '../../test/render';

const SN = 'HP-000123';
const onboarder = viewerWith({ roles: [Role.ONBOARDER] });
const passportsPath = `/api/v2/users/${SN}/health-passports`;
const formPath = (passportId: string) => `/api/v2/users/${SN}/${passportId}/onboarding`;
const IMPORT_PATH = '/api/v2/imports/activity-excel/';

function aPassport(id: string, status: string, createdDate: string, name = 'Health check core') {
  return {
    id,
    packageCode: 'standard_performance',
    status,
    displayName: name,
    localizedProductName: name,
    createdDate,
    updatedDate: createdDate,
    remeasurementType: null,
  };
}

function personPassports() {
  return {
    person: {
      serviceNumber: SN,
      givenName: 'Bram',
      familyName: 'Jansen',
      birthDate: '1985-03-14',
      gender: 'Male',
    },
    passports: [
      aPassport('p3', 'PUBLISHED', '2026-09-01T10:00:00.000Z', 'Remeasurement'),
      aPassport('p2', 'CREATED', '2026-06-01T10:00:00.000Z', 'Performance upgrade'),
      aPassport('p1', 'COMPUTED', '2026-01-01T10:00:00.000Z'),
    ],
  };
}

function measurementsForm(saved: Record<string, string> = {}) {
  const value = (dataKey: string) => (saved[dataKey] === undefined ? {} : { dataValue: saved[dataKey] });
  return [
    {
      label: 'Body',
      fields: [
        {
          type: 'TextField',
          dataKey: 'weight',
          label: 'Weight',
          numeric: true,
          unit: 'kg',
          ...value('weight'),
        },
        {
          type: 'TextField',
          dataKey: 'height',
          label: 'Height',
          numeric: true,
          unit: 'cm',
          ...value('height'),
        },
      ],
    },
    {
      label: 'Blood pressure',
      fields: [
        { type: 'TextField', dataKey: 'systolic', label: 'Systolic', numeric: true, ...value('systolic') },
      ],
    },
    {
      label: 'Scans',
      fields: [
        {
          type: 'UploadField',
          dataKey: 'MyScans:4CH_Image',
          label: 'Four-chamber image',
          ...value('MyScans:4CH_Image'),
        },
      ],
    },
  ];
}

/** A measurements server in memory for every passport: GET answers saved values, PUT stores data items. */
function measurementsServer() {
  const saved: Record<string, Record<string, string>> = {};
  const handlers: Record<string, MockHandler> = { [`GET ${passportsPath}`]: () => json(personPassports()) };
  for (const id of ['p1', 'p2', 'p3']) {
    handlers[`GET ${formPath(id)}`] = () => json(measurementsForm(saved[id]));
    handlers[`PUT ${formPath(id)}`] = ({ body }) => {
      for (const item of body as { dataKey: string; dataValue: string }[]) {
        saved[id] = { ...saved[id], [item.dataKey]: item.dataValue };
      }
      return json(measurementsForm(saved[id]));
    };
  }
  return { saved, handlers };
}

const pageButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Form pages' })).getByRole('button', { name });
const saveButton = () => screen.getAllByRole('button', { name: 'Save and continue' })[0] as HTMLElement;
const calledPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** The FormData bodies sent to one endpoint. */
function formsSentTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): FormData[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === method)
    .map(([, init]) => init?.body as FormData);
}

describe('MeasurementsPage', () => {
  beforeEach(() => {
    writeCookie(STAFF_NOTICE_COOKIE, '1', 3600);
  });

  it('shows the person and opens the newest passport that is not published', async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch(server.handlers);
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    expect(await screen.findByRole('heading', { level: 1, name: 'Measurements' })).toBeTruthy();
    const person = await screen.findByRole('region', { name: 'B. Jansen' });
    expect(person.textContent).toContain('Male');
    expect(person.textContent).toContain('03/14/1985');
    expect(person.textContent).toContain(SN);
    const picker = screen.getByRole('radiogroup', { name: 'Health passport' });
    const chosen = within(picker).getByRole('radio', { name: /Performance upgrade/ }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(within(picker).getByRole('radio', { name: /Remeasurement.*Published/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Body' })).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain(`GET ${formPath('p2')}`);
    expect(calledPaths(fetchMock)).not.toContain(`GET ${formPath('p3')}`);
    await waitFor(() => expect(document.title).toBe('Measurements · Health Passport'));
  });

  it('opens the passport named in the URL and puts a chosen one in the URL', async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt(`/measurements/${SN}?passport=p1`, { viewer: onboarder });

    const picker = await screen.findByRole('radiogroup', { name: 'Health passport' });
    expect(
      (within(picker).getByRole('radio', { name: /Health check core/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await screen.findByRole('heading', { level: 2, name: 'Body' });
    expect(calledPaths(fetchMock)).toContain(`GET ${formPath('p1')}`);

    await user.click(within(picker).getByRole('radio', { name: /Remeasurement/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?passport=p3'));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(`GET ${formPath('p3')}`));
  });

  it('saves the open page when a page label is clicked and jumps to it; the last page saves and goes to /users', async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt(`/measurements/${SN}`, { viewer: onboarder });

    await user.type(await screen.findByRole('textbox', { name: 'Weight' }), '80,5');
    await user.click(pageButton(/^Scans/));
    expect(await screen.findByRole('heading', { level: 2, name: 'Scans' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2'))).toEqual([
      [{ dataKey: 'weight', dataValue: '80.5' }],
    ]);
    expect(server.saved.p2).toEqual({ weight: '80.5' });

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2'))).toHaveLength(2);
  });

  it('keeps a typed or pasted minus in the weight, shows why it is refused and saves nothing', async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt(`/measurements/${SN}`, { viewer: onboarder });

    const weight = (await screen.findByRole('textbox', { name: 'Weight' })) as HTMLInputElement;
    await user.click(weight);
    await user.paste('-70');
    expect(weight.value).toBe('-70');
    const height = screen.getByRole('textbox', { name: 'Height' }) as HTMLInputElement;
    await user.type(height, '-3.2');
    expect(height.value).toBe('-3.2');

    await user.click(saveButton());
    expect(await screen.findByText('Some input is missing or incorrect.', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('Please enter a number of 0 or more.')).toHaveLength(2);
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    await user.click(pageButton(/^Blood pressure/));
    expect(screen.getByRole('heading', { level: 2, name: 'Body' })).toBeTruthy();
    expect([weight.value, height.value]).toEqual(['-70', '-3.2']);
    expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2'))).toEqual([]);
    expect(server.saved.p2).toBeUndefined();
    expect(router.state.location.pathname).toBe(`/measurements/${SN}`);
  });

  it('uploads a scan image and saves the name the server stored it under', async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch({
      ...server.handlers,
      [`POST /api/v2/users/${SN}/p2/uploads`]: () => new Response('success: p2-4ch-0001.png'),
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    await screen.findByRole('heading', { level: 2, name: 'Body' });
    await user.click(pageButton(/^Scans/));
    await screen.findByRole('heading', { level: 2, name: 'Scans' });
    const input = document.querySelector<HTMLInputElement>(
      '[data-field-key="MyScans:4CH_Image"] input[type="file"]',
    );
    await user.upload(
      input as HTMLInputElement,
      new File(['png'], 'four-chamber.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploading completed: four-chamber.png')).toBeTruthy();

    const [upload] = formsSentTo(fetchMock, 'POST', `/api/v2/users/${SN}/p2/uploads`);
    expect(upload?.get('dataKey')).toBe('MyScans:4CH_Image');
    expect((upload?.get('file') as File).name).toBe('four-chamber.png');

    await user.click(saveButton());
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2')).at(-1)).toEqual([
        { dataKey: 'MyScans:4CH_Image', dataValue: 'p2-4ch-0001.png' },
      ]),
    );
  });

  it('warns when a value looks entered in another unit and saves it only once staff confirm it', async () => {
    const laboratory = (saved: Record<string, string> = {}) => [
      {
        label: 'Laboratory',
        fields: [
          {
            type: 'TextField',
            dataKey: 'Lab_Haemoglobin',
            label: 'Haemoglobin',
            numeric: true,
            unit: 'mmol/L',
            minValue: 2,
            maxValue: 15,
            ...(saved.Lab_Haemoglobin === undefined ? {} : { dataValue: saved.Lab_Haemoglobin }),
          },
        ],
      },
    ];
    const saved: Record<string, string> = {};
    const confirmations: (string | null)[] = [];
    const fetchMock = mockFetch({
      [`GET ${passportsPath}`]: () => json(personPassports()),
      [`GET ${formPath('p2')}`]: () => json(laboratory(saved)),
      [`PUT ${formPath('p2')}`]: ({ body, url }) => {
        confirmations.push(url.searchParams.get('unitsConfirmed'));
        for (const item of body as { dataKey: string; dataValue: string }[])
          saved[item.dataKey] = item.dataValue;
        return json(laboratory(saved));
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt(`/measurements/${SN}`, { viewer: onboarder });

    const haemoglobin = await screen.findByRole('textbox', { name: 'Haemoglobin' });
    await user.type(haemoglobin, '12');
    const warning = await screen.findByRole('status');
    expect(warning.textContent).toBe(
      'This looks like g/dL. Our unit is mmol/L: 12 g/dL would be 7.4 mmol/L. Check the value and confirm it.',
    );
    // The field and the checkbox both name the warning for screen readers.
    expect(haemoglobin.getAttribute('aria-describedby')).toContain(warning.id);
    const confirm = screen.getByRole('checkbox', { name: 'I checked it: 12 mmol/L is right' });
    expect(confirm.getAttribute('aria-describedby')).toBe(warning.id);

    // Saving without the confirmation sends nothing and takes the keyboard to the checkbox.
    await user.click(saveButton());
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2'))).toEqual([]);

    await user.keyboard(' ');
    expect((confirm as HTMLInputElement).checked).toBe(true);
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2'))).toEqual([
      [{ dataKey: 'Lab_Haemoglobin', dataValue: '12' }],
    ]);
    expect(confirmations).toEqual(['Lab_Haemoglobin']);
  });

  it('explains a value over the limits that looks like another unit, in Dutch too', async () => {
    await i18n.changeLanguage('nl-NL');
    const fetchMock = mockFetch({
      [`GET ${passportsPath}`]: () => json(personPassports()),
      [`GET ${formPath('p2')}`]: () =>
        json([
          {
            label: 'Laboratorium',
            fields: [
              {
                type: 'TextField',
                dataKey: 'Lab_Haemoglobin',
                label: 'Hemoglobine',
                numeric: true,
                unit: 'mmol/L',
                minValue: 2,
                maxValue: 15,
              },
            ],
          },
        ]),
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });
    try {
      await user.type(await screen.findByRole('textbox', { name: 'Hemoglobine' }), '135');
      expect((await screen.findByRole('status')).textContent).toBe(
        'Dit lijkt g/L. Wij gebruiken mmol/L: 135 g/L is 8,4 mmol/L. Vul de waarde in mmol/L in.',
      );
      // Refused anyway: nothing to confirm.
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(bodiesSentTo(fetchMock, 'PUT', formPath('p2'))).toEqual([]);
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  it("imports an activity spreadsheet and shows the server's answer", async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch({
      ...server.handlers,
      [`PUT ${IMPORT_PATH}`]: () => new Response('success: 14 days imported'),
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    const panel = await screen.findByRole('region', { name: 'Import activity spreadsheet' });
    const file = new File(['xlsx'], 'activity.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(within(panel).getByLabelText('Activity spreadsheet'), file);
    await user.click(within(panel).getByRole('button', { name: 'Import spreadsheet' }));

    const status = await within(panel).findByRole('status');
    expect(status.textContent).toContain('The spreadsheet was imported.');
    expect(status.textContent).toContain('success: 14 days imported');
    const [sent] = formsSentTo(fetchMock, 'PUT', IMPORT_PATH);
    expect(sent?.get('serviceNumber')).toBe(SN);
    expect((sent?.get('file') as File).name).toBe('activity.xlsx');
  });

  it('shows the row and column the server names when it refuses a spreadsheet', async () => {
    const server = measurementsServer();
    mockFetch({
      ...server.handlers,
      [`PUT ${IMPORT_PATH}`]: () =>
        json(
          {
            error: {
              code: 'invalidSpreadsheet',
              message: 'Row 5, column C (steps): "many" is not a number (and 1 more problems)',
              details: {
                problems: [
                  { row: 5, column: 'C', text: 'Row 5, column C (steps): "many" is not a number' },
                  { row: 9, column: 'A', text: 'Row 9, column A (date): 31-02-2026 is not a date' },
                ],
              },
            },
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    const panel = await screen.findByRole('region', { name: 'Import activity spreadsheet' });
    await user.upload(within(panel).getByLabelText('Activity spreadsheet'), new File(['x'], 'week.xlsx'));
    await user.click(within(panel).getByRole('button', { name: 'Import spreadsheet' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('The spreadsheet could not be imported.');
    expect(alert.textContent).toContain(
      'Row 5, column C (steps): "many" is not a number (and 1 more problems)',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 5, column C (steps): "many" is not a number',
      'Row 9, column A (date): 31-02-2026 is not a date',
    ]);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('asks for a spreadsheet before importing', async () => {
    const server = measurementsServer();
    const fetchMock = mockFetch(server.handlers);
    const user = userEvent.setup({ delay: null });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    const panel = await screen.findByRole('region', { name: 'Import activity spreadsheet' });
    await user.click(within(panel).getByRole('button', { name: 'Import spreadsheet' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Choose a spreadsheet first.');
    expect(document.activeElement).toBe(within(panel).getByLabelText('Activity spreadsheet'));
    expect(formsSentTo(fetchMock, 'PUT', IMPORT_PATH)).toEqual([]);
  });

  it('shows the reload message when the form cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = measurementsServer();
    mockFetch({
      ...server.handlers,
      [`GET ${formPath('p2')}`]: () => json({ error: { code: 'forbidden', message: 'Not allowed' } }, 403),
    });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    const alert = await screen.findByText('Something went wrong, please reload the page.');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Reload the page' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'B. Jansen' })).toBeTruthy();
  });

  it('shows the reload message and a way back when the person cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [`GET ${passportsPath}`]: () => json({ error: { code: 'notFound', message: 'No such person' } }, 404),
    });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, please reload the page.',
    );
    expect(screen.getByRole('link', { name: 'Back to individuals' }).getAttribute('href')).toBe('/users');
  });

  it('says so when the person has no passport', async () => {
    mockFetch({ [`GET ${passportsPath}`]: () => json({ ...personPassports(), passports: [] }) });
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    expect(await screen.findByRole('heading', { level: 2, name: 'No health passport yet' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('is in Dutch with Dutch dates', async () => {
    await i18n.changeLanguage('nl-NL');
    const server = measurementsServer();
    mockFetch(server.handlers);
    renderAt(`/measurements/${SN}`, { viewer: onboarder });

    expect(await screen.findByRole('heading', { level: 1, name: 'Metingen' })).toBeTruthy();
    const person = await screen.findByRole('region', { name: 'B. Jansen' });
    expect(person.textContent).toContain('Man');
    expect(person.textContent).toContain('14-03-1985');
    expect(screen.getByRole('radiogroup', { name: 'Paspoort' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Activiteitenbestand importeren' })).toBeTruthy();
  });

  it('is not for consumers', async () => {
    mockFetch();
    const { router } = renderAt(`/measurements/${SN}`, { viewer: viewerWith({ roles: [Role.CONSUMER] }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });
});
