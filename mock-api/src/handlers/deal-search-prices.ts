// A listing's price history, seeded from the listing alone (no stored field, so older db files and
// books drawn for the deal index agree): about one listing in three was first listed higher and cut
// once or twice, by 2–4 % each time, before its contract or today; the last price is its list price.
import type { ListingPriceChange } from '@balance/api-client';
import { addDays, daysBetween } from '../seed/dates.ts';
import type { ListingRec } from '../store/types.ts';

const roundTo500 = (n: number): number => Math.round(n / 500) * 500;

export function priceHistoryOf(listing: ListingRec, today: string): ListingPriceChange[] {
  const cuts = listing.listingId % 3 === 0 ? 1 + (listing.listingId % 2) : 0;
  const span = Math.max(0, daysBetween(listing.listDate, today));
  const prices = [listing.listPrice];
  for (let k = 0; k < cuts; k += 1) {
    const percent = 2 + ((listing.listingId + k) % 3);
    prices.unshift(roundTo500((prices[0] ?? listing.listPrice) / (1 - percent / 100)));
  }
  return prices.map((price, k) => ({
    date: addDays(listing.listDate, Math.floor((span * k) / (prices.length + 1))),
    price,
    previousPrice: k === 0 ? null : (prices[k - 1] ?? null),
  }));
}
