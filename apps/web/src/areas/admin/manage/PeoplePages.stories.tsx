import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { USER_MESSAGES } from '@balance/domain';
import {
  BIG_TEAM,
  HOSTILE_TEAM,
  HOSTILE_USER,
  LOCKED_USER,
  LONG_USER,
  OFFICE_ADMIN_ROLES,
  peopleHandlers,
  TEAM_DETAIL,
  USER_DETAIL,
} from '../../../test/peopleFixtures';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { adminHandlers, api, never, resetAnnouncer, settleAnnouncer, withApp } from '../../../test/storyApp';
import { AddTeamPage, TeamProfilePage } from './TeamPages';
import { AddUserPage, UserProfilePage } from './UserPages';

const meta = {
  title: 'Pages/Admin/People',
  component: UserProfilePage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/main/users/profile/profile?userId=2002',
    msw: { handlers: [...adminHandlers, ...peopleHandlers] },
  },
} satisfies Meta<typeof UserProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);

/** The team page settled: its members and the office's free agents loaded (a stable screenshot). */
async function teamSettled(canvasElement: HTMLElement) {
  const canvas = body(canvasElement);
  await canvas.findByRole('grid', { name: /^Members of / }, { timeout: 10_000 });
  const choose = await canvas.findByRole('button', { name: /Agent to add$/ });
  await waitFor(() => expect(choose).toBeEnabled());
}
const userIs = (user: object) => http.get(api('/Users/:id'), () => HttpResponse.json({ data: user }));
/** Answers GET /teams/{id} only (the pattern would also catch /teams/candidates, which falls through). */
const teamRoute = (answer: () => Response | Promise<Response>) =>
  http.get(api('/teams/:id'), ({ params }) => (params.id === 'candidates' ? undefined : answer()));
const teamIs = (team: object) => teamRoute(() => HttpResponse.json({ data: team }));

// ---------- user profile ----------

export const UserProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Ana Torres (atorres)' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lock user' })).toBeVisible();
  },
};

export const UserProfileNoneChosen: Story = {
  parameters: { route: '/main/users/profile/profile' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Select a user in the users grid/)).toBeVisible();
  },
};

export const UserProfileLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/Users/:id'), never));
  },
};

export const UserProfileLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/Users/:id'), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const UserProfileOtherOffice: Story = {
  parameters: { user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(
      http.get(api('/Users/:id'), () =>
        HttpResponse.json({ message: USER_MESSAGES.otherOffice }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/permission|own office/)).toBeVisible();
  },
};

export const UserLocked: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(LOCKED_USER));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Unlock user' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send password reset e-mail' })).toBeDisabled();
  },
};

export const UserLongText: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(LONG_USER));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(LONG_USER.email)).toBeVisible();
  },
};

export const UserHostileText: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(HOSTILE_USER));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect((await canvas.findAllByText(HOSTILE_USER.name))[0]).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const UserLockConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lock user' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Lock this user?' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const UserLockedAfterConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(http.put(api('/Users/:id/lock'), () => HttpResponse.json({ data: LOCKED_USER })));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lock user' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock user' }));
    await expect(await canvas.findByText(USER_MESSAGES.userLocked)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlock user' })).toBeVisible();
    await waitFor(() => expect(document.body.querySelector('[role="alertdialog"]')).toBeNull());
    settleAnnouncer();
  },
};

export const UserRoleRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/Users/:id/role'), () =>
        HttpResponse.json({ message: USER_MESSAGES.superAdminOnly }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /New role$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Super Admin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change role' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await expect(await canvas.findByText(USER_MESSAGES.superAdminOnly)).toBeVisible();
    // The dialog (and its button's spinner) gone before the page is checked.
    await waitFor(() => expect(document.body.querySelector('[role="alertdialog"]')).toBeNull());
    settleAnnouncer();
  },
};

export const UserRolesOfOfficeAdmin: Story = {
  parameters: { user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(
      userIs({ ...USER_DETAIL, role: 'Office Admin' }),
      http.get(api('/user/populateRoles'), () => HttpResponse.json({ data: OFFICE_ADMIN_ROLES })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByRole('button', { name: /New role$/ })).toBeDisabled();
    await expect(canvas.queryByText('Super Admin')).toBeNull();
  },
};

// ---------- Add User ----------

export const AddUser: Story = {
  render: () => <AddUserPage />,
  parameters: { route: '/main/add-new/users' },
};

export const AddUserValidation: Story = {
  render: () => <AddUserPage />,
  parameters: { route: '/main/add-new/users' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^User Name/), 'a b');
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await expect(await canvas.findByText(USER_MESSAGES.userNameInvalid)).toBeVisible();
    await expect(canvas.getByText('Role is required')).toBeVisible();
  },
};

export const AddUserOfficeAdmin: Story = {
  render: () => <AddUserPage />,
  parameters: { route: '/main/add-new/users', user: OFFICE_ADMIN },
  beforeEach({ msw }) {
    msw.use(http.get(api('/user/populateRoles'), () => HttpResponse.json({ data: OFFICE_ADMIN_ROLES })));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Role$/ }));
    await within(document.body).findByRole('option', { name: 'Agent' });
    const list = within(document.body).getByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Office Admin', 'Agent']);
    await userEvent.keyboard('{Escape}');
  },
};

// ---------- teams ----------

export const TeamPage: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('grid', { name: `Members of ${TEAM_DETAIL.name}` }),
    ).toBeVisible();
    await teamSettled(canvasElement);
  },
};

export const TeamPageNoneChosen: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile' },
};

export const TeamPageLoading: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  beforeEach({ msw }) {
    msw.use(teamRoute(never));
  },
};

export const TeamPageLoadFailed: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  beforeEach({ msw }) {
    msw.use(teamRoute(() => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const TeamNoMembers: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  beforeEach({ msw }) {
    msw.use(teamIs({ ...TEAM_DETAIL, members: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('This team has no members yet.')).toBeVisible();
    await teamSettled(canvasElement);
  },
};

export const TeamManyMembers: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  beforeEach({ msw }) {
    msw.use(teamIs(BIG_TEAM));
  },
  play: async ({ canvasElement }) => teamSettled(canvasElement),
};

export const TeamHostileText: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  beforeEach({ msw }) {
    msw.use(teamIs(HOSTILE_TEAM));
  },
  play: async ({ canvasElement }) => {
    await expect((await body(canvasElement).findAllByText(HOSTILE_TEAM.name))[0]).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await teamSettled(canvasElement);
  },
};

export const TeamMemberAdded: Story = {
  render: () => <TeamProfilePage />,
  parameters: { route: '/main/teams/profile/profile?teamId=1' },
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/teams/:id/members'), () =>
        HttpResponse.json({
          data: {
            ...TEAM_DETAIL,
            members: [
              ...TEAM_DETAIL.members,
              { userId: 1006, name: 'Lena Park', email: 'lena.park@example.com', isLeader: false },
            ],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const choose = await canvas.findByRole('button', { name: /Agent to add$/ });
    await waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Lena Park' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add member' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await expect(await canvas.findByText(`${USER_MESSAGES.memberAdded}: Lena Park`)).toBeVisible();
    await waitFor(() => expect(document.body.querySelector('[role="alertdialog"]')).toBeNull());
    settleAnnouncer();
  },
};

export const AddTeam: Story = {
  render: () => <AddTeamPage />,
  parameters: { route: '/main/add-new/teams' },
};
