// The production build as served (scripts/serve-prod.mjs): the Content-Security-Policy and the other
// security headers, no inline script, the runtime config, the JWT_TOKEN cookie, the token never leaking,
// the build's version in the footer, and a page crash that leaves a way back.
import {
  API_BASE,
  APP_ORIGIN,
  corsHeaders,
  expect,
  expectTokenCookieGone,
  loginThroughForm,
  test,
  tokenCookie,
} from '../fixtures';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

test.describe('served under a strict Content-Security-Policy', () => {
  test('every page answers with the policy and the security headers', async ({ request }) => {
    for (const path of ['/', '/main/companies', '/agent-ez/dashboard', '/auth/admin/login']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      // 'self' plus at most the hashes of react-aria's own injected <style> texts, never 'unsafe-inline'.
      expect(csp.get('style-src')?.[0]).toBe("'self'");
      expect(
        csp
          .get('style-src')
          ?.slice(1)
          .every((value) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(value)),
      ).toBe(true);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
      expect(csp.get('font-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", API_BASE]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  test('index.html has no inline script or style and loads only same-origin files', async ({ request }) => {
    const html = (await (await request.get('/')).text()).replace(/<!--[\s\S]*?-->/g, '');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle="/i);
    expect(html).not.toMatch(/\son[a-z]+="/i);
    expect(html).not.toMatch(/https?:\/\//);
  });

  test('the API base comes from config.json at run time; source maps are not served', async ({ request }) => {
    const config = (await (await request.get('/config.json')).json()) as Record<string, unknown>;
    expect(config.apiBase).toBe(API_BASE);
    expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-store');
    const html = await (await request.get('/')).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const script = await request.get(entry);
    expect(script.headers()['cache-control']).toContain('immutable');
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
    expect((await request.get('/main/offices/profile/contact-info?officeId=3')).status()).toBe(200);
  });

  test('the browser enforces it: an injected inline script is blocked and reported', async ({
    page,
    guard,
  }) => {
    guard.allowCspViolation(/^script-src-elem blocked inline/);
    // The report of this deliberate violation must not fail the run: answer it here.
    await page.route(`${APP_ORIGIN}/__csp-report`, (route) => route.fulfill({ status: 204 }));
    await page.goto('/auth/admin/login');
    const violation = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
        }),
    );
    expect(violation).toBe('script-src-elem');
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
  });
});

test.describe('on an iPhone', () => {
  // react-aria injects a <style> (overscroll-behavior: contain) while an overlay is open on iOS Safari;
  // the policy allows exactly that text by its hash (serve-prod finds it in the build).
  test.use({
    account: 'agent',
    viewport: { width: 390, height: 664 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test("react-aria's injected overlay style is allowed by its hash, nothing else inline", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'iPhone' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    await page.goto('/agent-ez/contracts');
    await page
      .getByRole('button', { name: /Status/ })
      .first()
      .tap();
    await expect(page.getByRole('listbox')).toBeVisible();
    const applied = await page.evaluate(() => ({
      injected: [...document.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('overscroll-behavior: contain'),
      ),
      overscroll: getComputedStyle(document.body).overscrollBehaviorY,
    }));
    expect(applied).toEqual({ injected: true, overscroll: 'contain' });
  });
});

test.describe('the session token', () => {
  test('JWT_TOKEN: path /, SameSite=Strict; gone after logout; never in storage, a URL or the console', async ({
    page,
    context,
    guard,
  }) => {
    await page.goto('/auth/admin/login');
    await loginThroughForm(page, 'superuser');
    await expect(page).toHaveURL(/\/main\//);
    const cookie = await tokenCookie(context);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    // Secure is set on https (unit-tested in packages/api-client/src/cookies.test.ts); this run is http.
    expect(cookie?.value).toMatch(/^eyJ/);
    const token = decodeURIComponent(cookie?.value ?? '');

    // Use the app a little: a search, a record, the other area's login.
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await page.goto('/main/offices?attr=Office_All&page=1');
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    expect(guard.tokens.has(token), 'the token went to the API as a bearer token').toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(token);
    expect(guard.record.urls.some((url) => url.includes(token))).toBe(false);
    expect(guard.record.consoleLines.some((line) => line.includes(token))).toBe(false);

    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/admin\/login/);
    await expectTokenCookieGone(context);
    // Back does not bring the session back.
    await page.goto('/main/companies');
    await expect(page).toHaveURL(/\/auth\/admin\/login\?returnTo=/);
  });
});

test.describe('build', () => {
  test.use({ account: 'agent' });

  test("the footer shows the build's version: v{package version}+{commit}", async ({ page }) => {
    await page.goto('/agent-ez/dashboard');
    await expect(page.getByRole('contentinfo')).toContainText(/v\d+\.\d+\.\d+\+[0-9a-f]{7}\b/);
  });

  test('a page that crashes on a malformed reply shows a recoverable message, not a blank app', async ({
    page,
    guard,
  }) => {
    // React and the boundary log the crash; that is expected here.
    guard.allowConsoleError(/./);
    await page.route(/\/contracts\/GetContractsByAgentId/i, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : route.fulfill({
            status: 200,
            headers: { ...corsHeaders(), 'content-type': 'application/json' },
            body: JSON.stringify({ data: [null, { contractId: 'x' }] }),
          }),
    );
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto('/agent-ez/contracts');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(alert).toBeVisible();
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await alert.getByRole('button', { name: 'Go to the start' }).click();
    await expect(page).toHaveURL(/\/agent-ez\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be shown' })).toHaveCount(0);
    // The crash was caught by the boundary (React reports it; it never reached window.onerror).
    expect(crashes).toEqual([]);
  });
});
