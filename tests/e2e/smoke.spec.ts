import { expect, test } from '@playwright/test';
import { API_BASE } from './fixtures';

test('the built app serves its shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the mock backend answers on loopback', async ({ request }) => {
  const response = await request.get(`${API_BASE}/health`);
  expect(response.status()).toBe(200);
});
