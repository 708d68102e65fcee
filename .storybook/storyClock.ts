// Stories run on a fixed day, so that a picture holding "today" (a date field's default, "in 31 days")
// is the same whatever day the suite runs; the pixel baselines were taken on it. The clock still runs
// from there: elapsed time (timeouts, staleness, durations) is real.
const STORY_DAY = new Date('2026-11-26T12:00:00').getTime();

const RealDate = Date;
const offset = STORY_DAY - RealDate.now();

class StoryDate extends RealDate {
  constructor(...args: [] | [string | number | Date] | [number, number, ...number[]]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else if (args.length === 1) super(args[0]);
    else super(...args);
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoryDate as DateConstructor;
