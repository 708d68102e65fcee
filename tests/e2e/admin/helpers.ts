import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Balance#2026';

/** Logs in on the admin login page as a user would (form, terms, captcha test double). */
export async function logIn(page: Page, userName = 'superuser', path = '/auth/admin/login') {
  if (path) await page.goto(path);
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByText('I agree to the terms and conditions').click();
  await page.getByText("I'm not a robot").click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** The results grid of the main page. */
export const grid = (page: Page) => page.getByRole('grid');

/** Data rows of the grid (the header row excluded). */
export const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

/** Picks an option of a labelled react-aria Select. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  // A react-aria Select's button is named by its value, then its label.
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The picker of a react-aria DatePicker, filled segment by segment from the keyboard. */
export async function typeDate(page: Page, label: string, mmddyyyy: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().focus();
  await page.keyboard.type(mmddyyyy.replace(/\//g, ''));
}

/** Today as typed into a date field (MM/DD/YYYY). */
export function todayText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}
