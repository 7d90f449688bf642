import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Role } from '@health-passport/domain';
import { bodiesSentTo, json, mockFetch } from '../../test/fetchMock';
import { renderInRouter, viewerWith } from '../../test/render';
import { ServerFormPage, type ServerFormPageConfig } from './ServerFormPage';

const PATH = '/api/v2/some-form';
const consumer = viewerWith({ roles: [Role.CONSUMER] });

const config: ServerFormPageConfig = {
  form: { path: PATH, queryKey: ['someForm'] },
  titleKey: 'questionnaire.title',
  introKey: 'questionnaire.intro',
  noteKey: 'questionnaire.saved',
  notApplicable: {
    notForYou: {
      titleId: 'some-form-not-for-you',
      titleKey: 'registerConsent.notInProgramme.title',
      textKey: 'registerConsent.notInProgramme.text',
      link: { to: '/shop', labelKey: 'questionnaire.noPassport.shop' },
    },
  },
  finishTo: '/onboarding',
  backKey: 'registerConsent.backToOnboarding',
  invalidateOnFinish: [['one'], ['two', 'three']],
};

/** Two pages: a required question, then a closing text; `answer` is the saved answer. */
function someForm(answer?: string) {
  return [
    {
      label: 'Question',
      fields: [
        {
          type: 'RadioGroup',
          dataKey: 'q1',
          label: 'Do you agree?',
          required: true,
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
          ...(answer === undefined ? {} : { dataValue: answer }),
        },
      ],
    },
    { label: 'Done', fields: [{ type: 'CategoryDescription', dataKey: '', label: 'Thank you!' }] },
  ];
}

const failWith = (code: string) => () => json({ error: { code, message: code } }, 404);
const saveButton = () => screen.getAllByRole('button', { name: 'Save and continue' })[0] as HTMLElement;

describe('ServerFormPage', () => {
  it('shows the view of a not-applicable error code, without the intro', async () => {
    mockFetch({ [`GET ${PATH}`]: failWith('notForYou') });
    renderInRouter(<ServerFormPage config={config} />, '/some-form', { viewer: consumer });

    const region = await screen.findByRole('region', { name: 'Not part of your programme' });
    expect(region.textContent).toContain("Your programme doesn't include it");
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeTruthy();
    expect(screen.queryByText(/takes about/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure state with a way back to where finishing goes for any other error code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Not a configured code, even though every object has a "toString".
    mockFetch({ [`GET ${PATH}`]: failWith('toString') });
    renderInRouter(<ServerFormPage config={config} introValues={{ minutes: 12 }} />, '/some-form', {
      viewer: consumer,
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, please reload the page.',
    );
    expect(screen.getByRole('link', { name: 'Back to onboarding' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByText(/takes about 12 minutes/)).toBeTruthy();
    expect(screen.getByText(/stop at any time/)).toBeTruthy();
  });

  it('keeps the cache up to date with every save and invalidates the given queries on finishing', async () => {
    let saved: string | undefined;
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: () => json(someForm(saved)),
      [`PUT ${PATH}`]: ({ body }) => {
        saved = (body as { dataValue: string }[])[0]?.dataValue ?? saved;
        return json(someForm(saved));
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderInRouter(<ServerFormPage config={config} />, '/some-form', {
      viewer: consumer,
    });
    // A copy in the other language, loaded before: it holds the answers of before the save.
    queryClient.setQueryData(['someForm', 'nl-NL'], someForm());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(saveButton());
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(queryClient.getQueryData(['someForm', 'en-US'])).toEqual(someForm('yes'));
    expect(queryClient.getQueryState(['someForm', 'nl-NL'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['someForm', 'en-US'])?.isInvalidated).toBe(false);
    expect(bodiesSentTo(fetchMock, 'GET', PATH)).toHaveLength(1);
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['one'] });

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['one'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['two', 'three'] });
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([[{ dataKey: 'q1', dataValue: 'yes' }], []]);
  });
});
