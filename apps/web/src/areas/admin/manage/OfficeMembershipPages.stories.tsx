import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { OFFICE_USERS, peopleHandlers } from '../../../test/peopleFixtures';
import { adminHandlers, api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { OfficeAgentsPage, OfficeTeamsPage, OfficeUsersPage } from './OfficeMembershipPages';

const meta = {
  title: 'Pages/Admin/Office Membership',
  component: OfficeUsersPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/main/offices/membership/users?officeId=1',
    msw: {
      handlers: [
        http.get(api('/teams/search'), () =>
          HttpResponse.json({
            data: [
              {
                id: 1,
                name: 'The Rivera Group',
                leaderName: 'Maya Rivera',
                officeNum: '1001',
                officeName: 'Pearl District',
                memberCount: 3,
                active: true,
              },
            ],
          }),
        ),
        ...adminHandlers,
        ...peopleHandlers,
      ],
    },
  },
} satisfies Meta<typeof OfficeUsersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const usersAre = (rows: readonly object[]) =>
  http.get(api('/Users/search'), () =>
    HttpResponse.json(
      { data: rows },
      {
        headers: {
          'x-pagination': JSON.stringify({ currentPage: 1, pageSize: 100, totalCount: rows.length }),
        },
      },
    ),
  );

export const Users: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Office Users' })).toBeVisible();
  },
};

export const UsersManyRowsAndHostileText: Story = {
  beforeEach({ msw }) {
    msw.use(usersAre(OFFICE_USERS));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('officeadmin')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const UsersEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(usersAre([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This office has no users.')).toBeVisible();
  },
};

export const UsersLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/Users/search'), never));
  },
};

export const UsersLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/Users/search'), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: /Retry/ }))[0]).toBeVisible();
  },
};

export const NoOfficeChosen: Story = {
  parameters: { route: '/main/offices/membership/users' },
};

export const Teams: Story = {
  render: () => <OfficeTeamsPage />,
  parameters: { route: '/main/offices/membership/teams?officeId=1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The Rivera Group')).toBeVisible();
  },
};

export const Agents: Story = {
  render: () => <OfficeAgentsPage />,
  parameters: { route: '/main/offices/membership/agents?officeId=1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Office Agents' })).toBeVisible();
  },
};
