import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Role } from '@health-passport/domain';
import { i18n } from '../../lib/i18n';
import { bodiesSentTo, json, mockFetch } from '../../test/fetchMock';
import { renderAt, viewerWith } from '../../test/render';

const PATH = '/api/v2/rivm-consent';
const consumer = viewerWith({ roles: [Role.CONSUMER] });
const agreeOrNot = [
  { label: 'Agree', value: 'agree' },
  { label: 'Disagree', value: 'disagree' },
];

/** Declarations, separate approval statements and a signature, as the server sends them. */
function consentForm() {
  return [
    {
      label: 'Register consent',
      fields: [
        { type: 'CategoryTitle', dataKey: '', label: 'Declarations' },
        { type: 'CategoryDescription', dataKey: '', label: 'I take part in the GLI of my own free will.' },
        {
          type: 'RadioGroup',
          dataKey: 'rivm_approval_data',
          label: 'My data may be used for the register',
          required: true,
          options: agreeOrNot,
        },
        {
          type: 'RadioGroup',
          dataKey: 'rivm_approval_contact',
          label: 'The RIVM may contact me for follow-up research',
          required: true,
          options: agreeOrNot,
        },
        { type: 'TextField', dataKey: 'rivm_signature', label: 'Signature (your full name)', required: true },
      ],
    },
  ];
}

const continueButton = () => screen.getAllByRole('button', { name: 'Save and continue' })[0] as HTMLElement;

describe('RegisterConsentPage', () => {
  it('sends every approval and the signature and goes back to /onboarding', async () => {
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => json(consentForm()),
      [`PUT ${PATH}`]: () => json(consentForm()),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/onboarding/rivm-consent', { viewer: consumer });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consent for the RIVM register' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Consent for the RIVM register · Health Passport'));
    const data = await screen.findByRole('radiogroup', { name: 'My data may be used for the register' });
    await user.click(within(data).getByRole('radio', { name: 'Agree' }));
    const contact = screen.getByRole('radiogroup', {
      name: 'The RIVM may contact me for follow-up research',
    });
    await user.click(within(contact).getByRole('radio', { name: 'Disagree' }));
    await user.type(screen.getByRole('textbox', { name: 'Signature (your full name)' }), 'Bram Jansen');
    await user.click(continueButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([
      [
        { dataKey: 'rivm_approval_data', dataValue: 'agree' },
        { dataKey: 'rivm_approval_contact', dataValue: 'disagree' },
        { dataKey: 'rivm_signature', dataValue: 'Bram Jansen' },
      ],
    ]);
  });

  it('shows the red notice and sends nothing while a statement or the signature is missing', async () => {
    const fetchMock = mockFetch({ [`GET ${PATH}`]: () => json(consentForm()) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/onboarding/rivm-consent', { viewer: consumer });

    const data = await screen.findByRole('radiogroup', { name: 'My data may be used for the register' });
    await user.click(within(data).getByRole('radio', { name: 'Agree' }));
    await user.click(continueButton());

    expect(screen.getByRole('alert').textContent).toBe(
      'Some input is missing or incorrect. Please check the questions marked in red.',
    );
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([]);
    expect(router.state.location.pathname).toBe('/onboarding/rivm-consent');
  });

  it('explains that the consent is not part of other programmes', async () => {
    mockFetch({
      [`GET ${PATH}`]: () =>
        json({ error: { code: 'noRegisterConsent', message: 'No register consent for this package' } }, 404),
    });
    renderAt('/onboarding/rivm-consent', { viewer: consumer });

    expect(await screen.findByRole('heading', { level: 2, name: 'Not part of your programme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to onboarding' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('asks for the form in Dutch and says so in Dutch', async () => {
    await i18n.changeLanguage('nl-NL');
    const languages: (string | null)[] = [];
    mockFetch({
      [`GET ${PATH}`]: ({ headers }) => {
        languages.push(headers.get('Accept-Language'));
        return json({ error: { code: 'noRegisterConsent', message: 'No register consent' } }, 404);
      },
    });
    renderAt('/onboarding/rivm-consent', { viewer: consumer });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hoort niet bij jouw programma' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Toestemming voor het RIVM-register' }),
    ).toBeTruthy();
    expect(languages).toEqual(['nl-NL']);
  });
});
