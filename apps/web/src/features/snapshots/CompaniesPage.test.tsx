import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@health-passport/domain';
import { gqlData, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { aPage, gqlFailure, signInAs } from './testing';

// The pages load lazily; their modules are loaded once up front, so no test waits for them to compile. Each
// test renders the whole app, which on a busy machine can take longer than the default second.
beforeAll(() => import('./index'), 30_000);
configure({ asyncUtilTimeout: 5000 });

const ANNA = {
  serviceNumber: 'HP00000001',
  name: 'Anna Jansen',
  email: 'anna@acme.example',
  source: 'ORDER',
  addedDate: '2026-03-01T09:00:00.000Z',
};

function companiesFor(groups: Role[], handlers: Record<string, MockHandler> = {}) {
  return mockFetch({
    ...signInAs(groups),
    'GQL CompanyMembers': ({ variables }) =>
      gqlData({
        companyMembers: {
          content: (variables as { company: string }).company === 'Acme' ? [ANNA] : [],
          pageNumber: 0,
          pageSize: 20,
          totalElements: 1,
          totalPages: 1,
        },
      }),
    ...handlers,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the companies page', () => {
  it('lists the companies with their people counts and shows the people of one', async () => {
    const fetchMock = companiesFor([Role.DATA_EXPERT]);
    const user = userEvent.setup({ delay: null });
    renderAt('/companies');

    const table = await screen.findByRole('table', { name: 'Companies' });
    const acme = within(table).getByRole('row', { name: /Acme/ });
    expect(within(acme).getByRole('cell', { name: '40' })).toBeTruthy();
    await user.click(within(acme).getByRole('link', { name: 'People of Acme' }));

    const heading = await screen.findByRole('heading', { name: 'People of Acme' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const people = await screen.findByRole('table', { name: 'People of Acme' });
    const anna = within(people).getByRole('row', { name: /Anna Jansen/ });
    expect(within(anna).getByText('HP00000001')).toBeTruthy();
    expect(within(anna).getByText('Named the company in an order')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'CompanyMembers')).toEqual([
      { company: 'Acme', pageNumber: 0, pageSize: 20 },
    ]);
  });

  it('adds a person by service number, and says so when nobody has it', async () => {
    let known = false;
    const fetchMock = companiesFor([Role.PRODUCT_MANAGER], {
      'GQL AddCompanyMember': () =>
        known
          ? gqlData({ addCompanyMember: { id: 'c1', memberCount: 41 } })
          : gqlFailure('unknownPerson', { fields: { serviceNumber: 'Unknown service number' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/companies?company=Acme');

    const form = await screen.findByRole('form', { name: 'Add a person' });
    const field = within(form).getByRole('textbox', { name: 'Service number' });
    await user.type(field, 'HP00000404');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(await within(form).findByText('No customer has this service number')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    known = true;
    await user.clear(field);
    await user.type(field, 'HP00000002');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(
      await screen.findByText('The person with service number HP00000002 now belongs to Acme.'),
    ).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'AddCompanyMember').at(-1)).toEqual({
      company: 'Acme',
      serviceNumber: 'HP00000002',
    });
  });

  it('removes a person after confirming', async () => {
    const fetchMock = companiesFor([Role.DATA_EXPERT], {
      'GQL RemoveCompanyMember': () => gqlData({ removeCompanyMember: { id: 'c1', memberCount: 39 } }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/companies?company=Acme');
    await user.click(await screen.findByRole('button', { name: 'Remove Anna Jansen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this person?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Anna Jansen no longer belongs to Acme.')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'RemoveCompanyMember')).toEqual([
      { company: 'Acme', serviceNumber: 'HP00000001' },
    ]);
  });

  it('adds a company, and says so when it exists already', async () => {
    let exists = true;
    const fetchMock = companiesFor([Role.DATA_EXPERT], {
      'GQL CreateCompany': () =>
        exists ? gqlFailure('companyExists') : gqlData({ createCompany: { id: 'c3', name: 'Initech' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/companies');
    const form = await screen.findByRole('form', { name: 'New company' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Initech');
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'A company with this name or package exists already.',
    );

    exists = false;
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    expect(await within(form).findByText('Initech is added.')).toBeTruthy();
    expect(variablesSentTo(fetchMock, 'CreateCompany').at(-1)).toEqual({
      name: 'Initech',
      customerType: 'B2B',
      packageCode: null,
    });
  });

  it('is linked from the snapshots for those who keep companies, and closed to others', async () => {
    mockFetch({ ...signInAs([Role.PRODUCT_MANAGER]), 'GQL SearchSnapshots': () => gqlData(aPage([])) });
    renderAt('/snapshots');
    expect((await screen.findByRole('link', { name: 'Companies' })).getAttribute('href')).toBe('/companies');
  });

  it('sends a corporate manager back to the snapshots', async () => {
    mockFetch({ ...signInAs([Role.CORPORATE_MANAGER]), 'GQL SearchSnapshots': () => gqlData(aPage([])) });
    const { router } = renderAt('/companies');
    await waitFor(() => expect(router.state.location.pathname).toBe('/snapshots'));
    expect(screen.queryByRole('link', { name: 'Companies' })).toBeNull();
  });
});
