import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { adminHandlers, api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { MainPage } from './MainPage';

const meta = {
  title: 'Pages/Admin/Main search',
  component: MainPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: '/main/companies', msw: { handlers: adminHandlers } },
  args: { selectionParam: 'companies' },
} satisfies Meta<typeof MainPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first search: attributes loaded, Go ready for "All Companies". */
export const BeforeSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /^All Companies/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeEnabled();
  },
};

export const CompanyResults: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Harbor & Pine Realty')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Date Created' })).toBeVisible();
    await expect(canvas.getAllByText('1–5 of 12').length).toBeGreaterThan(0);
  },
};

export const CompanySelected: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1&row=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Company details: Harbor & Pine Realty' }),
    ).toBeVisible();
    await expect(canvas.getByText('503-555-6005')).toBeVisible();
  },
};

export const OfficeSelected: Story = {
  args: { selectionParam: 'offices' },
  parameters: { route: '/main/offices?attr=Office_All&page=1&row=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Office details: Pearl District' })).toBeVisible();
  },
};

export const Agents: Story = {
  args: { selectionParam: 'agents' },
  parameters: { route: '/main/agents?attr=Agent_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Maya Rivera')).toBeVisible();
    for (const caption of [
      'Agent ID',
      'Name',
      'Type',
      'Status',
      'BSF Status',
      'Office #',
      'Office Name',
      'Team Status',
    ]) {
      await expect(canvas.getByRole('columnheader', { name: caption })).toBeInTheDocument();
    }
  },
};

/** Opened from a saved search: its columns (in the URL) shown in its order, the others hidden. */
export const SavedSearchColumns: Story = {
  args: { selectionParam: 'agents' },
  parameters: { route: '/main/agents?attr=Agent_All&page=1&cols=name.officeName.userId' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Maya Rivera')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    await expect(headers).toEqual(['Name', 'Office Name', 'Agent ID']);
  },
};

/** Regions have no plus button. */
export const Regions: Story = {
  args: { selectionParam: 'regions' },
  parameters: { route: '/main/regions?attr=Region_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pacific Northwest')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add Region' })).toBeNull();
  },
};

export const Searching: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies'), never));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The grid shows that it is searching; the status line says so to screen readers only, so the grid
    // stays where it is.
    await expect(await canvas.findByRole('grid', { name: 'Companies results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Searching companies…', { ignore: '.visually-hidden' })).toBeVisible();
    const status = canvas.getByText('Searching…');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveClass('visually-hidden');
  },
};

export const NoResults: Story = {
  parameters: { route: '/main/companies?attr=Company_Name&q=zzz&page=1' },
  beforeEach({ msw }) {
    msw.use(
      http.get(api('/companies/getCompaniesBy'), () =>
        HttpResponse.json({ message: 'No results', data: [] }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No companies match this search.')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  beforeEach({ msw }) {
    msw.use(http.get(api('/companies'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = await canvas.findAllByText(MESSAGES.somethingWentWrong);
    await expect(alerts.length).toBeGreaterThan(0);
  },
};

/** The tab-filter load failed: a persistent notice until dismissed. */
export const TabFilterFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api('/tabfilter'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(MESSAGES.somethingWentWrong);
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const GoRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^All Companies/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Name' }));
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Search text'), 'ha');
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeEnabled();
  },
};

/** Escape and clicks outside do not close the User Default Settings modal. */
export const DefaultSettingsModal: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'User Default Settings' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'User Default Settings' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText(MESSAGES.resetNeedsRelogin)).toBeVisible();
  },
};

export const GridSettingsSaved: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Harbor & Pine Realty');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Grid Settings' }));
    // The library snackbar fades in: wait for the end of its entrance.
    await waitFor(() => expect(canvas.getByText(MESSAGES.gridSettingsSaved)).toBeVisible());
    // Hovering holds the snackbar (its 3000 ms pause), so the screenshot does not race the timer.
    await userEvent.hover(canvas.getByText(MESSAGES.gridSettingsSaved));
  },
};

export const GridHidden: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Harbor & Pine Realty');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Grid' }));
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByText('1–5 of 12')).toBeVisible();
  },
};

export const KeyboardSelect: Story = {
  parameters: { route: '/main/companies?attr=Company_All&page=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Harbor & Pine Realty');
    const cell = canvas.getAllByRole('gridcell')[0] as HTMLElement;
    cell.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('button', { name: /^Company details/ })).toBeVisible();
  },
};
