// Page stories: the page inside the app's providers on an in-memory route, signed in as a chosen user,
// against MSW handlers on the test API base. `parameters.route`, `parameters.user` (null = signed out).
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { UserSettings } from '../api/types';
import { createAppHarness, SUPER_USER, TEST_API_BASE } from './renderApp';
import {
  AGENT_ROWS,
  COMPANY,
  COMPANY_ROWS,
  OFFICE,
  OFFICE_ROWS,
  OFFICE_SETTINGS,
  REGION_ROWS,
  TAB_FILTER,
  USER_ROWS,
} from './fixtures';

export const api = (path: string) => `${TEST_API_BASE}${path}`;

function page<T>(rows: readonly T[], request: Request) {
  const url = new URL(request.url);
  const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 5);
  const slice = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  return HttpResponse.json(
    { data: slice },
    {
      headers: {
        'x-pagination': JSON.stringify({ currentPage: pageNumber, pageSize, totalCount: rows.length }),
      },
    },
  );
}

/** Every call the admin pages make, answered from the fixtures. */
export const adminHandlers: HttpHandler[] = [
  http.get(api('/tabfilter'), () => HttpResponse.json({ data: TAB_FILTER })),
  // The search pages' sidebar lists the user's saved searches: none in these stories.
  http.get(api('/savedSearches'), () => HttpResponse.json({ data: [] })),
  http.get(api('/agents'), ({ request }) => page(AGENT_ROWS, request)),
  http.get(api('/agents/agentsBy'), ({ request }) => page(AGENT_ROWS, request)),
  http.get(api('/companies'), ({ request }) => page(COMPANY_ROWS, request)),
  http.get(api('/companies/getCompaniesBy'), ({ request }) => page(COMPANY_ROWS.slice(0, 3), request)),
  http.get(api('/companies/getactivecompanies'), () =>
    HttpResponse.json({ data: COMPANY_ROWS.map(({ id, name }) => ({ id, name })) }),
  ),
  http.get(api('/companies/:id'), () => HttpResponse.json({ data: COMPANY })),
  http.get(api('/Office/search'), ({ request }) => page(OFFICE_ROWS, request)),
  http.get(api('/Office/byid/:id'), () => HttpResponse.json({ data: OFFICE })),
  http.get(api('/Office/company/:id'), () => HttpResponse.json({ data: OFFICE_ROWS })),
  http.get(api('/office/GetOffices'), () =>
    HttpResponse.json({
      data: OFFICE_ROWS.map((row, index) => ({
        id: row.id,
        officeNum: String(1001 + index),
        called: row.called,
      })),
    }),
  ),
  http.get(api('/office/getcountries'), () =>
    HttpResponse.json({
      data: [
        { code: 'US', name: 'United States' },
        { code: 'CA', name: 'Canada' },
      ],
    }),
  ),
  http.get(api('/office/getsubdivisions'), () =>
    HttpResponse.json({
      data: [
        { code: 'OR', name: 'Oregon', countryCode: 'US' },
        { code: 'WA', name: 'Washington', countryCode: 'US' },
      ],
    }),
  ),
  http.get(api('/Office/GetNextOfficeNum'), () => HttpResponse.json({ data: { officeNum: '1301' } })),
  http.get(api('/Office/settings/:id'), () => HttpResponse.json({ data: OFFICE_SETTINGS })),
  http.get(api('/Office/notes/:id'), () =>
    HttpResponse.json({
      data: [
        {
          id: 2,
          officeId: 1,
          text: 'Renewed the lease for five years.',
          createdAt: '2026-02-03T10:00:00Z',
          createdByName: 'Jordan Blake',
        },
        {
          id: 1,
          officeId: 1,
          text: 'Opened the second floor for the Hawthorne team.',
          createdAt: '2025-11-12T10:00:00Z',
          createdByName: 'Priya Shah',
        },
      ],
    }),
  ),
  http.get(api('/Office/status/:id'), () =>
    HttpResponse.json({
      data: {
        officeId: 1,
        status: 1,
        statusText: 'Active',
        changedAt: '2025-06-01T10:00:00Z',
        changedByName: 'Jordan Blake',
      },
    }),
  ),
  http.get(api('/Office/royalties/:id'), () =>
    HttpResponse.json({
      data: {
        officeId: 1,
        royalties: [
          {
            id: 1,
            name: 'Franchise royalty',
            percent: 6,
            flatFee: 0,
            capAmount: 18000,
            appliesTo: ['LIST', 'SELL'],
          },
          {
            id: 2,
            name: 'Technology fee',
            percent: 0,
            flatFee: 125,
            capAmount: null,
            appliesTo: ['LIST', 'SELL'],
          },
        ],
      },
    }),
  ),
  http.get(api('/regions'), ({ request }) => page(REGION_ROWS, request)),
  http.get(api('/Users/search'), ({ request }) => page(USER_ROWS, request)),
];

/** A handler that never answers (a loading state that stays put for the screenshot). */
export const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

type AppParameters = { route?: string; user?: UserSettings | null };

function AppStory({
  route,
  user,
  children,
}: {
  route: string;
  user: UserSettings | null;
  children: ReactNode;
}) {
  const [{ Harness }] = useState(() => {
    sessionStorage.clear();
    localStorage.removeItem('BALANCE_GRID_SETTINGS');
    localStorage.removeItem('BALANCE_USER_DEFAULTS');
    return createAppHarness({ route, user });
  });
  return <Harness>{children}</Harness>;
}

/** Wraps a page story in the app: providers, store, route and session (kept across re-renders). */
export const withApp: Decorator = (Story, { parameters }) => {
  const { route = '/', user = SUPER_USER } = parameters as AppParameters;
  return (
    <AppStory route={route} user={user}>
      <Story />
    </AppStory>
  );
};

/**
 * react-aria announces pending buttons through a live region on document.body that outlives the
 * story; the next story would inherit a region labelled by a button that is gone. Removed per story.
 */
export const resetAnnouncer = () => () => destroyAnnouncer();

/** Ends a play whose pressed button unmounted while pending (react-aria's region would point at it). */
export function settleAnnouncer(): void {
  destroyAnnouncer();
}
