import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth';
import { expect, expectAccessible } from './fixtures';

/*
 * The onboarding journey in the browser, shared by the specs that walk it: its texts in both languages, its
 * chapters and steps, and booking in the scheduling widget.
 */

/** The texts of the journey in the language a test uses (apps/web/src/locales). */
export interface Texts {
  start: string;
  redeem: string;
  stepDone: string;
  stepOpen: string;
  stepClosed: string;
  chooseTime: string;
  day: string;
  freeTimesOn: string;
  emptyWeek: string;
  nextWeek: string;
  book: string;
  done: string;
}

export const ENGLISH: Texts = {
  start: 'Start',
  redeem: 'Redeem',
  stepDone: 'Done',
  stepOpen: 'To do',
  stepClosed: 'Available after the previous steps',
  chooseTime: 'Choose a time',
  day: 'Day',
  freeTimesOn: 'Free times on',
  emptyWeek: 'No free times this week',
  nextWeek: 'Next week',
  book: 'Book this time',
  done: 'Done',
};

export const DUTCH: Texts = {
  start: 'Beginnen',
  redeem: 'Verzilveren',
  stepDone: 'Gedaan',
  stepOpen: 'Te doen',
  stepClosed: 'Beschikbaar na de vorige stappen',
  chooseTime: 'Kies een tijd',
  day: 'Dag',
  freeTimesOn: 'Vrije tijden op',
  emptyWeek: 'Geen vrije tijden deze week',
  nextWeek: 'Volgende week',
  book: 'Boek deze tijd',
  done: 'Klaar',
};

export const onOnboarding = (url: URL) => url.pathname === '/onboarding';

/** A purchase's chapter named `productName`, not an add-on offered for a price after the purchases. */
const purchased = (productName: RegExp) =>
  new RegExp(
    `^(?![\\s\\S]*(Available for|Verkrijgbaar voor))[\\s\\S]*${productName.source}`,
    productName.flags,
  );

/**
 * A chapter of /onboarding, opened: the steps of one purchase, named by its product (offers to buy are left
 * aside); the first of several of that name, or with `newest` the last (a remeasurement's add-on and the
 * passport it became).
 */
export async function chapter(
  page: Page,
  productName: RegExp,
  { newest = false }: { newest?: boolean } = {},
): Promise<Locator> {
  const name = purchased(productName);
  const triggers = page.getByRole('heading', { level: 2 }).getByRole('button', { name });
  const trigger = newest ? triggers.last() : triggers.first();
  await expect(trigger).toBeVisible();
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const groups = page.getByRole('group', { name });
  return newest ? groups.last() : groups.first();
}

/** One step of a chapter, by its title. */
export function step(chapterSteps: Locator, title: string): Locator {
  return chapterSteps.getByRole('listitem').filter({ hasText: title });
}

export async function expectStepState(chapterSteps: Locator, title: string, state: string): Promise<void> {
  await expect(step(chapterSteps, title)).toContainText(state);
}

/** A time chosen in a scheduling widget: its week (0 is this one), day, time and "when" as the page words it. */
export interface ChosenTime {
  week: number;
  day: string;
  time: string;
  when: string;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In a scheduling widget within `scope`: the first week with free times, and its first day's list of times. */
async function firstWeekWithFreeTimes(
  scope: Locator,
  texts: Texts,
): Promise<{ week: number; days: Locator; times: Locator }> {
  const days = scope.getByRole('radiogroup', { name: texts.day, exact: true });
  let week = 0;
  for (; week < 4; week++) {
    await expect(days.or(scope.getByText(texts.emptyWeek))).toBeVisible();
    if (await days.isVisible()) break;
    await scope.getByRole('button', { name: texts.nextWeek }).click();
  }
  const times = scope.getByRole('radiogroup', { name: new RegExp(`^${texts.freeTimesOn}`) });
  return { week, days, times };
}

/** In the scheduling widget: the first free time of the first week that has one, booked; Done not yet pressed. */
export async function bookFirstFreeTime(page: Page, texts: Texts): Promise<ChosenTime> {
  const scope = page.getByRole('region', { name: texts.chooseTime });
  const { week, days, times } = await firstWeekWithFreeTimes(scope, texts);
  await expectAccessible(page);
  const firstTime = times.getByRole('radio').first();
  await firstTime.check({ force: true });
  await expect(firstTime).toBeChecked();
  // The day's label without its count of free times, e.g. "Monday 11/30/2026".
  const dayText = await days
    .getByRole('radio', { checked: true })
    .evaluate((radio) => radio.closest('label')?.textContent ?? '');
  const day = dayText.split(' ').slice(0, 2).join(' ');
  const time = (await firstTime.evaluate((radio) => radio.closest('label')?.textContent ?? '')).trim();
  // The summary reads "<when> at <place>"; the appointment shows the same <when>.
  const summary =
    (await scope
      .locator('p')
      .filter({ hasText: new RegExp(`^${escapeRegExp(day)}, ${time}`) })
      .textContent()) ?? '';
  const when = summary.replace(/ (at|bij) .*$/, '');
  await scope.getByRole('button', { name: texts.book }).click();
  await expect(page.getByRole('button', { name: texts.done, exact: true })).toBeVisible();
  await expectAccessible(page);
  return { week, day, time, when };
}

/** Done after booking: back to /onboarding. */
export async function finishBooking(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('button', { name: texts.done, exact: true }).click();
  await expect(page).toHaveURL(onOnboarding);
}

/** Signs in through the API and answers the access token. */
export async function accessToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/auth/sign-in', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { status: string; tokens: { accessToken: string } };
  expect(body.status).toBe('AUTHENTICATED');
  return body.tokens.accessToken;
}
