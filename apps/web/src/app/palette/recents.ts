// Records opened from the palette, newest first, per user in localStorage: shown at once when the box
// opens (no request), kept across sessions on this device, and never shared between users of it. A
// recent record that is gone or out of reach answers at its page like any old link.
import { isPaletteKind } from '@balance/domain';
import type { PaletteHit } from '../../api/types';

export const RECENT_LIMIT = 8;
const keyFor = (userId: number) => `balance.palette.recent.${userId}`;

function isHit(value: unknown): value is PaletteHit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isPaletteKind(v.kind) &&
    typeof v.id === 'number' &&
    typeof v.title === 'string' &&
    typeof v.detail === 'string'
  );
}

export function readRecents(userId: number): PaletteHit[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isHit).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: number, hit: PaletteHit): void {
  const rest = readRecents(userId).filter((r) => r.kind !== hit.kind || r.id !== hit.id);
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify([hit, ...rest].slice(0, RECENT_LIMIT)));
  } catch {
    // Storage full or refused (private mode): the palette works without recents.
  }
}
