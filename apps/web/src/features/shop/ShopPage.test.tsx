import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { gqlData, gqlError, mockFetch, variablesSentTo, type MockHandler } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import type { ShopProductCardData } from './api';
import { aCard, anExpertSession } from './testing';

function catalogue(content: ShopProductCardData[]) {
  return gqlData({ searchProducts: { content, totalElements: content.length, hasNext: false } });
}

function renderShop(handler: MockHandler) {
  const fetchMock = mockFetch({ 'GQL ShopCatalogue': handler });
  return { ...renderAt('/shop'), fetchMock };
}

const remeasurement = anExpertSession({
  id: 'product-remeasurement',
  packageCode: 'remeasurement',
  packageType: 'REMEASUREMENT',
  name: { en_US: 'Remeasurement', nl_NL: 'Hermeting' },
  subTitle: { en_US: 'See your progress', nl_NL: 'Zie je voortgang' },
  purchasePriceNL: { customerPrice: 24950, customerPriceFormatted: '€249.50', customerCurrency: 'EUR' },
});

describe('shop catalogue', () => {
  it('lists health checks and add-ons with their price, ribbon and a link to their page', async () => {
    const { fetchMock } = renderShop(() => catalogue([anExpertSession(), aCard(), remeasurement]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shop · Health Passport'));
    const checks = await screen.findByRole('region', { name: 'Health checks' });
    const addOns = screen.getByRole('region', { name: 'Add-ons' });

    const standard = within(checks).getByRole('link', { name: 'Standard Performance' });
    expect(standard.getAttribute('href')).toBe('/shop/product/standard_performance');
    const card = standard.closest('article') as HTMLElement;
    expect(within(card).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(card.textContent).toContain('Your complete health check with an exercise test');
    expect(card.textContent).toContain('Maximal exercise test with VO2max');
    expect(card.textContent).toContain('€595.00');
    expect(card.textContent).toContain('incl. VAT');

    expect(within(addOns).getByRole('link', { name: 'Expert session' }).getAttribute('href')).toBe(
      '/shop/add-on/expert_session',
    );
    expect(within(addOns).getByRole('link', { name: 'Remeasurement' }).getAttribute('href')).toBe(
      '/shop/add-on/remeasurement',
    );
    expect(addOns.textContent).toContain('€249.50');
    expect(within(addOns).queryByRole('link', { name: 'Standard Performance' })).toBeNull();

    expect(variablesSentTo(fetchMock, 'ShopCatalogue')).toEqual([
      { shopCountryCode: 'NL', query: { pageSize: 50 } },
    ]);
  });

  it('speaks Dutch: names and prices in the interface language', async () => {
    await changeLocale('nl-NL');
    renderShop(() => catalogue([aCard()]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Winkel' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Standaard Performance' });
    expect(link.closest('article')?.textContent).toMatch(/€\s595,00/);
    expect(screen.queryByRole('region', { name: 'Aanvullingen' })).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    renderShop(() =>
      ++calls === 1 ? gqlError('internal', 'Something went wrong', 500) : catalogue([aCard()]),
    );

    expect((await screen.findByRole('alert')).textContent).toContain('The shop could not be loaded');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Standard Performance' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there is nothing to buy', async () => {
    renderShop(() => catalogue([]));
    const empty = await screen.findByRole('region', { name: 'No products available' });
    expect(within(empty).getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(within(empty).getByRole('button', { name: 'Look again' })).toBeTruthy();
  });
});
