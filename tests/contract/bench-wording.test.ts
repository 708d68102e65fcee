// What the bench prints and says about itself names no tracker issues: a reader of its output, code
// or README has no access to the tracker, so a ticket number tells them nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const bench = join(import.meta.dirname, '../../bench');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'results'].includes(entry.name) ? [] : files(path);
    return /\.(mjs|cjs|js|ts|md)$/.test(entry.name) ? [path] : [];
  });
}

test('bench output, comments and README carry no issue numbers', () => {
  const found = files(bench).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /\bissues?\s*(?:#|no\.?\s*)?\d/i.test(line)
          ? [`${relative(bench, path)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  expect(found).toEqual([]);
});
