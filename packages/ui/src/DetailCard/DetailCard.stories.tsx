import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DetailCard, DetailList } from './DetailCard';
import { COMPANY, companyItems, OFFICE, officeItems } from './fixtures';

const HOSTILE = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'Detail/DetailCard',
  component: DetailCard,
  tags: ['autodocs'],
  args: {
    title: COMPANY.name,
    subtitle: `Company ${COMPANY.id}`,
    children: <DetailList items={companyItems(COMPANY)} />,
    onExpandedChange: fn(),
  },
  argTypes: { children: { control: false }, actions: { control: false } },
} satisfies Meta<typeof DetailCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A selected company: open by default, date MM/DD/YYYY. */
export const Company: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Harbor & Pine Realty/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('03/09/2014')).toBeVisible();
    await expect(canvas.getByText('Created By').nextElementSibling).toHaveTextContent('Avery Nguyen');
  },
};

/** A selected office: phone and fax with dashes, e-mail as a mailto link. */
export const Office: Story = {
  args: {
    title: OFFICE.called,
    subtitle: `Office ${OFFICE.officeNum}`,
    children: <DetailList items={officeItems(OFFICE)} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('503-555-0142')).toBeVisible();
    await expect(canvas.getByText('503-555-0143')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'pearl@harborpine.example.com' })).toHaveAttribute(
      'href',
      'mailto:pearl@harborpine.example.com',
    );
    await expect(canvas.getByText('Active in Company').nextElementSibling).toHaveTextContent('Yes');
  },
};

/** A company record with address and contact (as GET /companies/{id} returns it): phone 3-3-rest, e-mail as mailto. */
export const CompanyWithContact: Story = {
  args: {
    children: (
      <DetailList
        items={companyItems({
          ...COMPANY,
          address: '1200 NW Marshall St',
          city: 'Portland',
          state: 'OR',
          zip: '97209',
          country: 'United States',
          mainPhone: '5035556005',
          mainEmail: null,
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('503-555-6005')).toBeVisible();
    await expect(canvas.getByText('City').nextElementSibling).toHaveTextContent('Portland');
    await expect(canvas.getByText('Main Email').nextElementSibling).toHaveTextContent('Not provided');
  },
};

/** Actions sit beside the title, outside the collapse toggle. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary" icon={<Pencil size={14} aria-hidden />} onPress={fn()}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: /Harbor & Pine Realty/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Click and keyboard collapse and expand the card. */
export const CollapseExpand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Harbor & Pine Realty/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Avery Nguyen')).not.toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Avery Nguyen')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Harbor & Pine Realty/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByText('Avery Nguyen')).not.toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading details…');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Something went wrong', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A record with nothing but its name: every missing value shows a dash ("Not provided" when read). */
export const Empty: Story = {
  args: {
    title: 'New Office',
    children: <DetailList items={officeItems({ called: 'New Office', mainFax: null })} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Not provided').length).toBeGreaterThan(8);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Harbor & Pine Realty/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

const LONG =
  'Harbor & Pine Realty of the Greater Portland Metropolitan Area, Vancouver, Hillsboro and Beaverton (Commercial Division)';

export const LongText: Story = {
  args: {
    title: LONG,
    subtitle: 'Office 1042',
    children: (
      <DetailList
        items={officeItems({
          ...OFFICE,
          called: LONG,
          address: `${LONG}, Building C, Floor 14, Suite 1400-1499, attention: front desk reception`,
          mainEmail:
            'front-desk.reception.commercial-division@harbor-and-pine-realty-portland-metro.example.com',
        })}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
};

export const HostileText: Story = {
  args: {
    title: HOSTILE,
    subtitle: HOSTILE,
    children: (
      <DetailList
        items={officeItems({
          ...OFFICE,
          called: HOSTILE,
          address: HOSTILE,
          city: HOSTILE,
          mainEmail: HOSTILE,
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getAllByText(HOSTILE).length).toBeGreaterThanOrEqual(4);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DetailCard title={COMPANY.name} subtitle={`Company ${COMPANY.id}`}>
        <DetailList items={companyItems(COMPANY)} />
      </DetailCard>
      <DetailCard
        title={OFFICE.called}
        subtitle={`Office ${OFFICE.officeNum}`}
        actions={
          <Button size="sm" variant="secondary" icon={<Pencil size={14} aria-hidden />}>
            Edit
          </Button>
        }
      >
        <DetailList items={officeItems(OFFICE)} />
      </DetailCard>
      <DetailCard title="Collapsed card" defaultExpanded={false} />
      <DetailCard title="Loading card" isLoading />
      <DetailCard title="Failed card" error="Something went wrong" onRetry={fn()} />
    </div>
  ),
};
