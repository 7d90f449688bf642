import type { Page } from '@playwright/test';
import { signInThroughForm } from './auth';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Company snapshots as the managers use them (passport-and-professional §2.2, §6, §8, §9), on the demo seed:
 * Acme Logistics (64 people) with "Acme Logistics 2026" (published, managed by hr@example.com) and "Acme
 * Logistics Q4 2026" (computed, also hers), and Bakkerij de Vries (7 people), whose snapshot shows no number.
 */

async function signIn(page: Page, email: string) {
  await page.goto('/?lng=en-US');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/snapshots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshots' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('link', { name: `View snapshot: ${name}` });

test('corporate@example.com lands on the snapshots, filters by company and moves through a slideshow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'corporate@example.com');
  // Computed ones are shown first (§9).
  await expect(page.getByLabel('Status')).toHaveValue('COMPUTED');
  await expect(card(page, 'Acme Logistics Q4 2026')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Company').fill('acme');
  await page.getByLabel('Status').selectOption('PUBLISHED');
  await expect(card(page, 'Acme Logistics 2026')).toBeVisible();
  await expect(page.getByRole('link', { name: /^View snapshot:/ })).toHaveCount(1);
  await expect(page.getByText('64 people')).toBeVisible();
  await card(page, 'Acme Logistics 2026').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Acme Logistics 2026' })).toBeVisible();
  for (const system of ['Mind', 'Lifestyle', 'Body']) {
    await expect(page.getByRole('heading', { level: 2, name: system, exact: true })).toBeVisible();
  }
  // Metabolism is a slideshow of four results: three side by side at 1440 px.
  const metabolism = page.getByRole('region', { name: 'Metabolism', exact: true });
  await expect(metabolism).toHaveAttribute('data-per-view', '3');
  await expect(metabolism.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await metabolism.getByRole('button', { name: 'Next slide' }).click();
  await expect(metabolism.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Each result shows its shares per colour, as text beside the chart; details open on request.
  const bmi = metabolism.getByRole('listitem').filter({ hasText: 'Body mass index' });
  await expect(bmi.getByText(/64 people measured/)).toBeVisible();
  await expectAccessible(page);

  // Below 720 px one slide at a time.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(metabolism).toHaveAttribute('data-per-view', '1');
  await metabolism.getByRole('button', { name: 'Next slide' }).click();
  await expect(metabolism.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);
});

test('the seven people of Bakkerij de Vries show no number', async ({ page }) => {
  await signIn(page, 'corporate@example.com');
  await page.getByLabel('Status').selectOption('CREATED');
  await card(page, 'Bakkerij de Vries 2026').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bakkerij de Vries 2026' })).toBeVisible();
  await expect(
    page.getByText(/fewer than 11 people of this company have a computed health passport/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Body' })).toHaveCount(0);
  await expect(page.getByText(/people measured/)).toHaveCount(0);
  await expectAccessible(page);
});

test('hr@example.com opens the published snapshot, downloads the Dutch report and is told the other is not ready', async ({
  page,
}) => {
  await signIn(page, 'hr@example.com');
  await expect(card(page, 'Acme Logistics 2026')).toBeVisible();
  await expectAccessible(page);

  // The one being prepared: named, not opened.
  await page.getByRole('button', { name: 'Open Acme Logistics Q4 2026' }).click();
  const notReady = page.getByRole('dialog');
  await expect(notReady).toContainText(
    'This snapshot is not ready yet. You will receive an e-mail when it is published.',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(notReady).toBeHidden();

  await card(page, 'Acme Logistics 2026').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Logistics 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mind', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Rapport downloaden \(Nederlands\)/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/Acme Logistics 2026 \(nl\)\.pdf$/);
  const path = await pdf.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
});

test('product@example.com creates a snapshot and invites an HR manager, whose invitation is in the outbox', async ({
  page,
  request,
}) => {
  await signIn(page, 'product@example.com');
  const form = page.getByRole('form', { name: 'New snapshot' });
  await form.getByLabel('Name').fill('Acme Logistics spring 2027');
  await form.getByLabel('Customer type').selectOption('B2B');
  await form.getByLabel('Company').selectOption({ label: 'Acme Logistics' });
  await form.getByRole('button', { name: 'Create snapshot' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Acme Logistics spring 2027' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Body', exact: true })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite an HR manager' });
  await invite.getByLabel('First name').fill('Ines');
  await invite.getByLabel('Last name').fill('Invited');
  await invite.getByLabel('E-mail address').fill('ines.invited@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Ines Invited is invited and receives an e-mail.')).toBeVisible();
  await expect(page.getByText('ines.invited@example.com')).toBeVisible();
  await expectAccessible(page);

  // A new address gets two e-mails, the temporary password and the invitation, in either order.
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox')).json()) as { to: string; subject: string }[];
      return messages.filter((m) => m.to === 'ines.invited@example.com').map((m) => m.subject);
    })
    .toContain('Invitation: company snapshot Acme Logistics spring 2027');
  const outbox = (await (await request.get('/dev/outbox')).json()) as { subject: string; text: string }[];
  const invitation = outbox.find(
    (m) => m.subject === 'Invitation: company snapshot Acme Logistics spring 2027',
  );
  expect(invitation?.text).toContain('company snapshot "Acme Logistics spring 2027" of Acme Logistics');
});
