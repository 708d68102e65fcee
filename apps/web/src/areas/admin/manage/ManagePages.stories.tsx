import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@balance/domain';
import { COMPANY, OFFICE } from '../../../test/fixtures';
import { OFFICE_ADMIN } from '../../../test/renderApp';
import { adminHandlers, api, resetAnnouncer, settleAnnouncer, withApp } from '../../../test/storyApp';
import { AddCompanyPage, CompanyOfficesPage, CompanyProfilePage } from './CompanyPages';
import { ImportAgentsPage } from './ImportAgentsPage';
import { NotesPage } from './OfficeNotesPage';
import { ContactInfoPage, NewOfficePage } from './OfficePages';
import { AgentEzSetupPage, ExternalOfficePage } from './OfficeSettingsPages';
import { StatusPage } from './OfficeStatusPage';
import { RoyaltiesPage } from './RoyaltiesPage';

const meta = {
  title: 'Pages/Admin/Management',
  component: CompanyProfilePage,
  tags: ['autodocs'],
  decorators: [withApp],
  beforeEach: [resetAnnouncer],
  parameters: {
    layout: 'fullscreen',
    route: '/main/companies/membership/profile?companyId=1',
    msw: { handlers: adminHandlers },
  },
} satisfies Meta<typeof CompanyProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element);

export const CompanyProfile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('heading', { name: COMPANY.name })).toBeVisible();
  },
};

export const CompanyProfileNoneChosen: Story = {
  parameters: { route: '/main/companies/membership/profile' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Choose a company above/)).toBeVisible();
  },
};

export const CompanyProfileValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.clear(canvas.getByLabelText('Main Email'));
    await userEvent.type(canvas.getByLabelText('Main Email'), 'no-at-sign');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText(/Enter a valid e-mail address/)).toBeVisible();
  },
};

export const CompanyProfileSaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/companies'), () =>
        HttpResponse.json(
          { message: 'The company could not be saved.', errors: { name: ['That name is taken'] } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByLabelText(/^Name/), ' West');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('That name is taken')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue(`${COMPANY.name} West`);
  },
};

export const CompanyUpdated: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(api('/companies'), async ({ request }) =>
        HttpResponse.json({ data: { ...COMPANY, ...((await request.json()) as object) } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Salem');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.companyUpdated)).toBeVisible();
    await expect(canvas.getByText('Salem')).toBeVisible();
    settleAnnouncer();
  },
};

export const AddCompany: Story = {
  render: () => <AddCompanyPage />,
  parameters: { route: '/main/membership/add-new/companies' },
};

export const NewCompanySaved: Story = {
  render: () => <AddCompanyPage />,
  parameters: { route: '/main/add-new/companies' },
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/companies'), () =>
        HttpResponse.json({ data: { ...COMPANY, id: 99, name: 'Quayside Realty' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Quayside Realty');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await expect((await canvas.findAllByText(MESSAGES.newCompanySaved))[0]).toBeVisible();
  },
};

export const CompanyOffices: Story = {
  render: () => <CompanyOfficesPage />,
  parameters: { route: '/main/companies/membership/offices?companyId=1' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Pearl District')).toBeVisible();
  },
};

export const ImportAgents: Story = {
  render: () => <ImportAgentsPage />,
  parameters: { route: '/main/companies/membership/import-agent?companyId=1' },
};

export const ImportAgentsReport: Story = {
  render: () => <ImportAgentsPage />,
  parameters: { route: '/main/companies/membership/import-agent?companyId=1' },
  beforeEach({ msw }) {
    msw.use(
      http.post(api('/agents/Import/Read'), () =>
        HttpResponse.json({
          data: {
            fileName: 'agents.csv',
            rowCount: 3,
            columns: ['firstName', 'lastName', 'email', 'officeNum', 'memberType'],
            rows: [
              {
                rowNumber: 2,
                firstName: 'Nora',
                lastName: 'Quill',
                email: 'nora@example.com',
                officeNum: '1001',
                memberType: 'Agent',
                valid: true,
              },
              {
                rowNumber: 3,
                firstName: 'Bad',
                lastName: 'Row',
                email: 'not-an-email',
                officeNum: '1001',
                memberType: 'Agent',
                valid: false,
              },
              {
                rowNumber: 4,
                firstName: '"Stray',
                lastName: 'Quote',
                email: 'stray@example.com',
                officeNum: '1001',
                memberType: 'Agent',
                valid: false,
              },
            ],
            errors: [
              { rowNumber: 3, field: 'email', message: 'E-mail is not valid' },
              { rowNumber: 4, field: 'row', message: 'A quote on this line is not closed' },
            ],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['firstName,lastName\n'], 'agents.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and check' }));
    await expect(await canvas.findByText('1 of 3 rows accepted, 2 rejected.')).toBeVisible();
    await expect(canvas.getByText('email: E-mail is not valid')).toBeVisible();
    await expect(canvas.getByText('A quote on this line is not closed')).toBeVisible();
    await expect(canvas.getByText('Rejected lines: 3, 4.')).toBeVisible();
  },
};

export const ContactInfo: Story = {
  render: () => <ContactInfoPage />,
  parameters: { route: '/main/offices/profile/contact-info?officeId=1' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('503-555-1257')).toBeVisible();
  },
};

export const ContactInfoSaveFailed: Story = {
  render: () => <ContactInfoPage />,
  parameters: { route: '/main/offices/profile/contact-info?officeId=1' },
  beforeEach({ msw }) {
    msw.use(http.post(api('/office'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByLabelText(/^Office Name/), ' Annex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('boom')).toBeVisible();
    await expect(canvas.getByLabelText(/^Office Name/)).toHaveValue(`${OFFICE.called} Annex`);
  },
};

export const NewOffice: Story = {
  render: () => <NewOfficePage />,
  parameters: { route: '/main/offices/profile/new-office' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByDisplayValue('1301')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Office' }));
    await expect(canvas.getByText('Office Name is required')).toBeVisible();
    await expect(canvas.getByText('Company is required')).toBeVisible();
  },
};

export const NewOfficeRefused: Story = {
  render: () => <NewOfficePage />,
  parameters: { route: '/main/offices/profile/new-office', user: OFFICE_ADMIN },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByText(MESSAGES.noPermissionNewOffice)).toBeVisible();
  },
};

export const AgentEzSetup: Story = {
  render: () => <AgentEzSetupPage />,
  parameters: { route: '/main/offices/profile/agentez-setup?officeId=1' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const login = await canvas.findByRole('switch', { name: 'Agent login allowed' });
    await expect(login).toBeChecked();
    login.focus();
    await userEvent.keyboard(' ');
    await expect(login).not.toBeChecked();
  },
};

export const ExternalOffice: Story = {
  render: () => <ExternalOfficePage />,
  parameters: { route: '/main/offices/profile/external-office?officeId=1' },
};

export const Notes: Story = {
  render: () => <NotesPage />,
  parameters: { route: '/main/offices/profile/notes?officeId=1' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(await canvas.findByText('Renewed the lease for five years.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(canvas.getByText('Note is required')).toBeVisible();
  },
};

export const Status: Story = {
  render: () => <StatusPage />,
  parameters: { route: '/main/offices/profile/status?officeId=1' },
};

export const Royalties: Story = {
  render: () => <RoyaltiesPage />,
  parameters: { route: '/main/offices/profile/royalties?officeId=1' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByDisplayValue('Franchise royalty')).toBeVisible();
  },
};
