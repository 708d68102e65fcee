import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { api, never, resetAnnouncer, withApp } from '../../../test/storyApp';
import { HOSTILE } from '../../../test/fixtures';
import { ListingPage } from './listing/ListingPage';
import { ContractsPage } from './search/ContractsPage';
import { ListingsListPage } from './search/ListingsListPage';
import { CONTRACT_ROWS, dealHandlers, HOSTILE_PROFILE, LISTING_ROWS } from './dealStoryData';

const LISTINGS_ROUTE = '/main/companies/vitals/listings?companyId=1';
const CONTRACTS_ROUTE = '/main/companies/vitals/contracts?companyId=1';
const LISTING_ROUTE = '/main/listings/profile?listingId=100100';

const meta = {
  title: 'Pages/Admin/Deals',
  component: ListingsListPage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: { layout: 'fullscreen', route: LISTINGS_ROUTE, msw: { handlers: dealHandlers() } },
} satisfies Meta<typeof ListingsListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);
/** The listing page renders three grids at once: more than findBy's default second on a busy machine. */
const LOADED = { timeout: 10_000 };
const boom = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });

export const Listings: Story = {
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/1–25 of 60/)).toBeVisible();
  },
};

export const ListingsLoading: Story = {
  parameters: { msw: { handlers: [http.get(api('/listings/search'), never), ...dealHandlers()] } },
};

export const ListingsEmpty: Story = {
  parameters: { msw: { handlers: dealHandlers({ listings: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('No listings match these filters.')).toBeVisible();
  },
};

export const ListingsLoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(api('/listings/search'), boom), ...dealHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Something went wrong')).toBeVisible();
  },
};

export const ListingsHostileText: Story = {
  parameters: {
    msw: { handlers: dealHandlers({ listings: LISTING_ROWS.filter((r) => r.address === HOSTILE) }) },
  },
  play: async ({ canvasElement }) => {
    const cells = await body(canvasElement).findAllByText(`${HOSTILE}, Portland`);
    await expect(cells[0]).toBeVisible();
  },
};

export const Contracts: Story = {
  render: () => <ContractsPage />,
  parameters: { route: CONTRACTS_ROUTE },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/1–25 of 60/)).toBeVisible();
  },
};

export const ContractsLoading: Story = {
  render: () => <ContractsPage />,
  parameters: {
    route: CONTRACTS_ROUTE,
    msw: { handlers: [http.get(api('/contracts/search'), never), ...dealHandlers()] },
  },
};

export const ContractsEmpty: Story = {
  render: () => <ContractsPage />,
  parameters: { route: CONTRACTS_ROUTE, msw: { handlers: dealHandlers({ contracts: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('No contracts match these filters.')).toBeVisible();
  },
};

export const ContractsLoadFailed: Story = {
  render: () => <ContractsPage />,
  parameters: {
    route: CONTRACTS_ROUTE,
    msw: { handlers: [http.get(api('/contracts/search'), boom), ...dealHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Something went wrong')).toBeVisible();
  },
};

export const ContractsManyRows: Story = {
  render: () => <ContractsPage />,
  parameters: {
    route: CONTRACTS_ROUTE,
    msw: {
      handlers: dealHandlers({
        contracts: Array.from({ length: 20 }, (_, k) =>
          CONTRACT_ROWS.map((row) => ({ ...row, contractId: (row.contractId ?? 0) + k * 1000 })),
        ).flat(),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/1–25 of 1,200/)).toBeVisible();
  },
};

export const Listing: Story = {
  render: () => <ListingPage />,
  parameters: { route: LISTING_ROUTE },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('First list price', {}, LOADED)).toBeVisible();
    await expect(body(canvasElement).getByText('-$24,000.00')).toBeVisible();
  },
};

export const ListingLoading: Story = {
  render: () => <ListingPage />,
  parameters: {
    route: LISTING_ROUTE,
    msw: { handlers: [http.get(api('/listings/:id'), never), ...dealHandlers()] },
  },
};

export const ListingLoadFailed: Story = {
  render: () => <ListingPage />,
  parameters: {
    route: LISTING_ROUTE,
    msw: { handlers: [http.get(api('/listings/:id'), boom), ...dealHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Something went wrong')).toBeVisible();
  },
};

export const ListingHostileText: Story = {
  render: () => <ListingPage />,
  parameters: { route: LISTING_ROUTE, msw: { handlers: dealHandlers({ profile: HOSTILE_PROFILE }) } },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('This listing has led to no contract.', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `${HOSTILE} Listing 100100` })).toBeVisible();
  },
};

export const ListingNoneChosen: Story = {
  render: () => <ListingPage />,
  parameters: { route: '/main/listings/profile' },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('Open a listing from Vitals → Listings List.'),
    ).toBeVisible();
  },
};
