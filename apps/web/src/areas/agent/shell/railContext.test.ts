import type { ReportItem } from '@balance/api-client';
import { describe, expect, test } from 'vitest';
import { itemForPath, itemPath } from './railContext';

const item = (path: string, enabled = true): ReportItem => ({ title: path, path, icon: 'list', enabled });
const items = [
  item('dashboard'),
  item('escrow', false),
  item('office-bill'),
  item('/reports/apc/'),
  item('reports/quickbooks-export', false),
];

describe('itemForPath', () => {
  test('an item matches its own path and the paths below it, segment by segment', () => {
    expect(itemForPath(items, 'escrow')?.enabled).toBe(false);
    expect(itemForPath(items, 'escrow?contractId=4')?.path).toBe('escrow');
    expect(itemForPath(items, 'office-bill/12')?.path).toBe('office-bill');
    expect(itemForPath(items, 'reports/apc')?.path).toBe('/reports/apc/');
    expect(itemForPath(items, 'reports/quickbooks-export')?.enabled).toBe(false);
  });

  test('no item for a path that only shares a prefix of a segment, or has no item', () => {
    expect(itemForPath(items, 'escrow-old')).toBeUndefined();
    expect(itemForPath(items, 'reports/apcx')).toBeUndefined();
    expect(itemForPath(items, 'reports/index')).toBeUndefined();
    expect(itemForPath(items, '')).toBeUndefined();
  });

  test('the longest matching item wins', () => {
    expect(itemForPath([item('reports', false), item('reports/apc')], 'reports/apc')?.enabled).toBe(true);
  });

  test('itemPath trims slashes', () => {
    expect(itemPath('/reports/apc/')).toBe('reports/apc');
  });
});
