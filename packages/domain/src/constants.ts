// Business constants and limits (docs/product.md#constants-and-limits).
export const REQUEST_TIMEOUT_MS = 120_000;
export const TOKEN_COOKIE_NAME = 'JWT_TOKEN';
export const PYRAMID_COOKIE_NAME = 'PYRAMID_TOKEN';
export const SETTINGS_STORAGE_KEY = 'AGENT_EZ_SETTINGS';
export const GRID_PAGE_BUTTONS = 5;
export const GRID_MAX_HEIGHT_PX = 320;
export const GRID_PAGE_THROTTLE_MS = 500;
export const SEARCH_FIRST_PAGE = 1;
export const SEARCH_PAGE_SIZE = 5;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const SNACKBAR_DURATION_MS = 3000;
export const PASSWORD_MIN_LENGTH = 10;
export const FIRST_REPORT_YEAR = 2020;
export const LAZY_ROOT_MARGIN = '200px';

/** Year choices run from 2020 to the current year (newest first). */
export function yearChoices(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_REPORT_YEAR; year -= 1) years.push(year);
  return years;
}
