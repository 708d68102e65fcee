import { expect, test } from '@playwright/test';

test('the built app serves its shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the mock backend answers on loopback', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}/health`);
  expect(response.status()).toBe(200);
});
