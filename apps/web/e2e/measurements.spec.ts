import type { APIRequestContext, Locator, Page } from '@playwright/test';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';
import { confirmStaffNotice, serviceNumberOf, signInThroughForm } from './auth';
import { expect, expectAccessible, test, visit } from './fixtures';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Signs the onboarder in, in English, and answers bram's service number. */
async function signInAsOnboarder(page: Page, request: APIRequestContext): Promise<string> {
  const serviceNumber = await serviceNumberOf(request, 'bram@example.com');
  await visit(page, '/?lng=en-US');
  await signInThroughForm(page, 'onboarder@example.com');
  await expect(page).toHaveURL(/\/individuals$/);
  await confirmStaffNotice(page);
  return serviceNumber;
}

/** A day `daysAgo` days before today, as a date cell (midnight UTC). */
function dayCell(daysAgo: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
}

function xlsx(rows: unknown[][]): Promise<Buffer> {
  return writeExcelFile(rows as SheetData, { dateFormat: 'dd-mm-yyyy' }).toBuffer();
}

function pageLink(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Form pages' })
    .getByRole('button', { name: new RegExp(`^(\\d+\\. )?${label}, \\d+% complete$`) });
}

function pageTitle(page: Page, label: string) {
  return page.getByRole('heading', { level: 2, name: label, exact: true });
}

function numberInput(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Fills numeric fields by label, checking the unit shown with each. */
async function fillNumbers(page: Page, values: readonly [label: string, value: string, unit: string][]) {
  for (const [label, value, unit] of values) {
    const input = numberInput(page, label);
    await expect(input).toHaveAccessibleDescription(unit);
    await input.fill(value);
  }
}

async function expectNumbers(page: Page, values: readonly [label: string, value: string, unit: string][]) {
  for (const [label, value] of values) await expect(numberInput(page, label)).toHaveValue(value);
}

const BODY: [string, string, string][] = [
  ['Height', '182', 'cm'],
  ['Weight', '78.4', 'kg'],
  ['Waist circumference', '86', 'cm'],
  ['Hip circumference', '97.5', 'cm'], // optional
  ['Body fat', '18.2', '%'],
  ['Skeletal muscle mass', '36.1', 'kg'],
];

const BLOOD_PRESSURE: [string, string, string][] = [
  ['Systolic, 1st reading', '128', 'mmHg'],
  ['Diastolic, 1st reading', '82', 'mmHg'],
  ['Systolic, 2nd reading', '124', 'mmHg'],
  ['Diastolic, 2nd reading', '80', 'mmHg'],
  ['Resting heart rate', '62', 'beats/min'],
];

const LABORATORY: [string, string, string][] = [
  ['Glucose', '5.2', 'mmol/L'],
  ['HbA1c', '36', 'mmol/mol'],
  ['Total cholesterol', '5.1', 'mmol/L'],
  ['HDL cholesterol', '1.4', 'mmol/L'],
  ['LDL cholesterol', '3.1', 'mmol/L'],
  ['Triglycerides', '1.2', 'mmol/L'],
  ['ALT', '24', 'U/L'],
  ['AST', '22', 'U/L'],
  ['GGT', '30', 'U/L'],
  ['Creatinine', '88', 'µmol/L'],
  ['eGFR (CKD-EPI)', '92', 'ml/min/1.73m²'],
  ['Haemoglobin', '9.1', 'mmol/L'],
  ['Ferritin', '120', 'µg/L'],
  ['Vitamin D (25-OH)', '68', 'nmol/L'],
  ['TSH', '1.8', 'mU/L'],
];

test('onboarder@example.com fills bram’s measurements across pages and imports an activity spreadsheet', async ({
  page,
  request,
}) => {
  const serviceNumber = await signInAsOnboarder(page, request);

  // bram's standard_performance passport: six pages, the first one open.
  await page.goto(`/measurements/${serviceNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Measurements' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'B. Jansen' })).toContainText(serviceNumber);
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  await expectAccessible(page);

  // First page: the required values and the optional hip circumference; a page label saves and jumps.
  await fillNumbers(page, BODY);
  await pageLink(page, 'Blood pressure').click();
  await expect(pageTitle(page, 'Blood pressure')).toBeVisible();
  await expect(page.getByText('Page 2 of 6')).toBeVisible();
  await expect(pageLink(page, 'Body measurements')).toHaveAccessibleName(/Body measurements, 100% complete$/);

  // Second page, with a systolic reading above its limit: the error shows and the jump is refused.
  await fillNumbers(page, BLOOD_PRESSURE);
  const systolic2 = numberInput(page, 'Systolic, 2nd reading');
  await systolic2.fill('300');
  await systolic2.blur();
  await expect(page.getByText('Please enter a value of at most 260.')).toBeVisible();
  await pageLink(page, 'Lung function').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some input is missing or incorrect.' }),
  ).toBeVisible();
  await expect(pageTitle(page, 'Blood pressure')).toBeVisible();
  await expect(systolic2).toBeFocused();
  await expect(systolic2).toHaveAttribute('aria-invalid', 'true');

  // Corrected, "Previous page" saves it and goes back: the first page kept its values.
  await systolic2.fill('124');
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  await expectNumbers(page, BODY);

  // They were saved: a reload shows both pages as they were.
  await page.reload();
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  await expectNumbers(page, BODY);
  await pageLink(page, 'Blood pressure').click();
  await expect(pageTitle(page, 'Blood pressure')).toBeVisible();
  await expectNumbers(page, BLOOD_PRESSURE);

  // The last page: saving it completely ends on the list of individuals.
  await pageLink(page, 'Laboratory').click();
  await expect(pageTitle(page, 'Laboratory')).toBeVisible();
  await expect(page.getByText('Page 6 of 6')).toBeVisible();
  await page.getByRole('textbox', { name: 'Barcode of the sample tube, barcode 1' }).fill('HP20260117');
  const fasting = page.getByRole('radiogroup', { name: 'Fasting sample' });
  await fasting.getByText('Yes', { exact: true }).click();
  await expect(fasting.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await fillNumbers(page, LABORATORY);
  await page.getByRole('button', { name: 'Save and continue' }).first().click();
  await expect(page).toHaveURL(/\/users$/);

  // The activity spreadsheet of the last three days is imported.
  await page.goto(`/measurements/${serviceNumber}`);
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  const importer = page.getByRole('region', { name: 'Import activity spreadsheet' });
  const file = importer.getByLabel('Activity spreadsheet');
  await file.setInputFiles({
    name: 'activity.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await xlsx([
      ['Date', 'Steps', 'Active minutes', 'Sleep hours'],
      [dayCell(3), 8012, 41, 7.5],
      [dayCell(2), 10450, 63, 6.75],
      [dayCell(1), 3120, 12, null],
    ]),
  });
  await importer.getByRole('button', { name: 'Import spreadsheet' }).click();
  const done = importer.getByRole('status');
  await expect(done).toContainText('The spreadsheet was imported.');
  await expect(done).toContainText('success: 3 days imported');

  // A wrong one (a fraction of a step in row 3) is refused, naming the row and the column.
  await file.setInputFiles({
    name: 'activity-wrong.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await xlsx([
      ['Datum', 'Stappen', 'Actieve minuten'],
      [dayCell(5), 5000, 30],
      [dayCell(4), 12.5, 32],
    ]),
  });
  await expect(done).toBeHidden();
  await importer.getByRole('button', { name: 'Import spreadsheet' }).click();
  const refused = importer.getByRole('alert');
  await expect(refused).toContainText('The spreadsheet could not be imported.');
  await expect(refused).toContainText('Row 3, column Steps: must be a whole number from 0 to 100000');
  await expectAccessible(page);
});

const LUNG_FUNCTION: [string, string, string][] = [
  ['FVC', '4.9', 'L'],
  ['FEV1', '3.9', 'L'],
  ['FEV1/FVC', '79.6', '%'],
  ['FVC z-score', '0.4', 'z'],
  ['FEV1 z-score', '-1.5', 'z'],
  ['FEV1/FVC z-score', '-0.8', 'z'],
];

const NEGATIVE_REFUSED = 'Please enter a number of 0 or more.';

/**
 * A negative number where none is allowed stays as entered, with the error, and "Save and continue" keeps
 * the page open with the field marked.
 */
async function expectNegativeKeptAndRefused(page: Page, input: Locator, entered: string, title: string) {
  await expect(input).toHaveValue(entered);
  await input.blur();
  await expect(page.getByText(NEGATIVE_REFUSED)).toHaveCount(1);
  await page.getByRole('button', { name: 'Save and continue' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some input is missing or incorrect.' }),
  ).toBeVisible();
  await expect(pageTitle(page, title)).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue(entered);
}

/** Reloads the form and opens one of its pages from the first. */
async function reloadAt(page: Page, title: string) {
  await page.reload();
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  if (title !== 'Body measurements') await pageLink(page, title).click();
  await expect(pageTitle(page, title)).toBeVisible();
}

test('onboarder@example.com types a minus into FEV1 and the weight: it stays, is refused and nothing is saved, while negative z-scores are', async ({
  page,
  request,
}) => {
  const serviceNumber = await signInAsOnboarder(page, request);
  await page.goto(`/measurements/${serviceNumber}`);
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  const weight = numberInput(page, 'Weight');
  const storedWeight = await weight.inputValue();

  // A pasted -70 weight among otherwise complete values: neither "Save and continue" nor a page label saves it.
  await fillNumbers(page, BODY);
  await weight.fill('-70');
  await expectNegativeKeptAndRefused(page, weight, '-70', 'Body measurements');
  await pageLink(page, 'Lung function').click();
  await expect(pageTitle(page, 'Body measurements')).toBeVisible();
  await expect(weight).toHaveValue('-70');
  await reloadAt(page, 'Body measurements');
  await expect(weight).toHaveValue(storedWeight);

  // FEV1 typed as -3.2 among otherwise complete lung function values.
  await pageLink(page, 'Lung function').click();
  await expect(pageTitle(page, 'Lung function')).toBeVisible();
  const fev1 = numberInput(page, 'FEV1');
  const storedFev1 = await fev1.inputValue();
  await fillNumbers(page, LUNG_FUNCTION);
  await fev1.clear();
  await fev1.pressSequentially('-3.2');
  await expectNegativeKeptAndRefused(page, fev1, '-3.2', 'Lung function');
  await reloadAt(page, 'Lung function');
  await expect(fev1).toHaveValue(storedFev1);

  // With FEV1 corrected the page is saved, its negative z-scores included.
  await fillNumbers(page, LUNG_FUNCTION);
  await page.getByRole('button', { name: 'Save and continue' }).first().click();
  await expect(pageTitle(page, 'Grip strength')).toBeVisible();
  await reloadAt(page, 'Lung function');
  await expectNumbers(page, LUNG_FUNCTION);
  await expectAccessible(page);
});
