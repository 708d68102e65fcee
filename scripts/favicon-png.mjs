#!/usr/bin/env node
// Draws apps/web/public/favicon.svg at 32 px into favicon.png, the icon the app links. Chromium fetches
// and decodes the page's icon again after every history.pushState (each search writes the URL), and an
// SVG icon is parsed as a document on the main thread; a small PNG is not. Run after editing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { chromiumPath } = require('./chromium-path.cjs');
const dir = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', dir), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage({ viewport: { width: 32, height: 32 } });
  await page.setContent(
    `<body style="margin:0">${svg.replace('<svg ', '<svg width="32" height="32" ')}</body>`,
  );
  writeFileSync(new URL('favicon.png', dir), await page.screenshot({ omitBackground: true }));
} finally {
  await browser.close();
}
