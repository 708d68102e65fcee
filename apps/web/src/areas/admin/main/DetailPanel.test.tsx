import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness } from '../../../test/renderApp';
import { DetailPanel } from './DetailPanel';

const USER = {
  userId: 7,
  userName: 'jdoe',
  name: 'Jane Doe',
  email: 'jane@example.com',
  role: 'Office Admin',
  officeNum: 12,
  officeName: 'Pearl District',
  status: 'Active',
  lastLoginAt: '2026-11-20',
};

const server = setupServer(
  http.get('*/Users/7', () => HttpResponse.json({ data: USER })),
  // The team never answers: the card stays on its loading state.
  http.get('*/teams/7', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('DetailPanel', () => {
  it('never shows the record of one kind as another while the next one loads', async () => {
    const { Harness } = createAppHarness({ route: '/main/users' });
    const { rerender } = render(
      <Harness>
        <DetailPanel kind="users" id={7} />
      </Harness>,
    );
    expect(await screen.findByRole('heading', { name: 'User details: Jane Doe' })).toBeInTheDocument();
    // The same row id, now a team (the URL's attribute changed from users to teams).
    rerender(
      <Harness>
        <DetailPanel kind="teams" id={7} />
      </Harness>,
    );
    expect(await screen.findByRole('heading', { name: 'Team details' })).toBeInTheDocument();
    expect(screen.queryByText('Jane Doe')).toBeNull();
  });
});
