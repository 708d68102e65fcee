// Stories as tests: each story renders (console errors fail it, see --failOnConsole), its play
// function passes, axe finds no WCAG 2.2 AA violation, and its screenshot matches the baseline.
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), 'tests', 'visual', '__image_snapshots__');
/** At most this many more screenshots, 250 ms apart, while a picture that differs is still changing. */
const MISMATCH_RETRIES = 4;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.setViewportSize({ width: 1100, height: 760 });
    // The page stays loaded across a file's stories: inject axe (about 0.5 MB of script) once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    // The story already failed (its play function threw): the runner rethrows that error after this
    // hook, and a screenshot taken now would only report a mismatch in its place.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    const parameters = storyContext.parameters as { visual?: { disable?: boolean; maxDiffPixels?: number } };

    await checkA11y(page, 'body', {
      axeOptions: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
        // Only violations fail a story; listing every passing node is much of axe's time.
        resultTypes: ['violations'],
      },
      detailedReport: true,
      detailedReportOptions: { html: true },
      // A violation is still printed in full; a pass is not announced (666 lines of noise in a run).
      verbose: false,
    });

    if (parameters.visual?.disable) return;
    await waitForPageReady(page);
    // A lazily loaded chunk (chart code, an app area) still downloading would make the picture depend
    // on the machine's load: wait until no Suspense placeholder waits for code (data skeletons stay).
    await page.waitForFunction(() => !document.querySelector('[data-pending-chunk]'), null, {
      timeout: 15_000,
    });
    await page.evaluate(() => document.fonts.ready);
    const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide' });
    let image = await shoot();
    // Chromium encodes the same pixels to the same bytes: an identical file needs no pixel diff.
    // Anything else (a new story, a near match, a real change) goes through jest-image-snapshot.
    const baseline = path.join(snapshotsDir, `${context.id}.png`);
    const expected = existsSync(baseline) ? readFileSync(baseline) : null;
    // A picture that differs is taken again until two in a row are the same, as Playwright's
    // toHaveScreenshot waits for a stable page: a late render on a busy machine is compared once it
    // has settled, and a real change is still compared (and fails) below.
    for (let retry = 0; expected && !expected.equals(image) && retry < MISMATCH_RETRIES; retry += 1) {
      await page.waitForTimeout(250);
      const next = await shoot();
      const settled = next.equals(image);
      image = next;
      if (settled) break;
    }
    if (expected?.equals(image)) return;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customDiffDir: path.join(snapshotsDir, '..', '__diff_output__'),
      customSnapshotIdentifier: context.id,
      // Zero differing pixels allowed. pixelmatch still ignores anti-aliasing noise, and a per-pixel
      // colour tolerance of 0.05 absorbs sub-visible rounding. Measured: a 2px border-radius change on
      // one button differs in 7 pixels and fails; a 0.05% (418-pixel) threshold let it through.
      // A story whose edges the browser rasterises differently now and then names its own few pixels.
      failureThreshold: parameters.visual?.maxDiffPixels ?? 0,
      failureThresholdType: 'pixel',
      customDiffConfig: { threshold: 0.05 },
    });
  },
};
export default config;
