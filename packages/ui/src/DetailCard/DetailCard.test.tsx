import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { DetailCard, DetailList } from './DetailCard';
import * as stories from './DetailCard.stories';
import { COMPANY, companyItems, OFFICE, officeItems } from './fixtures';

const { Company, Office, Collapsed, Loading, ErrorState, Empty, Disabled, HostileText } =
  composeStories(stories);

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('DetailCard', () => {
  it('is open by default and collapses and expands by click and keyboard', async () => {
    const onExpandedChange = fn();
    render(<Company onExpandedChange={onExpandedChange} />);
    const trigger = screen.getByRole('button', { name: /Harbor & Pine Realty/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Avery Nguyen')).toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Avery Nguyen')).not.toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Avery Nguyen')).toBeVisible();
  });

  it('starts collapsed when asked', () => {
    render(<Collapsed />);
    expect(screen.getByRole('button', { name: /Harbor & Pine Realty/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the company fields with the date as MM/DD/YYYY', () => {
    render(<Company />);
    expect(valueOf('Company ID')).toHaveTextContent('1001');
    expect(valueOf('Active')).toHaveTextContent('Yes');
    expect(valueOf('Date Created')).toHaveTextContent('03/09/2014');
    expect(valueOf('Offices')).toHaveTextContent('12');
  });

  it('shows the office fields: phone and fax 3-3-rest, e-mail as mailto', () => {
    render(<Office />);
    expect(valueOf('Main Phone')).toHaveTextContent('503-555-0142');
    expect(valueOf('Main Fax')).toHaveTextContent('503-555-0143');
    expect(screen.getByRole('link', { name: OFFICE.mainEmail ?? '' })).toHaveAttribute(
      'href',
      `mailto:${OFFICE.mainEmail}`,
    );
    expect(valueOf('Active in Company')).toHaveTextContent('Yes');
    for (const label of ['Address', 'City', 'State', 'Zip', 'Country', 'Agents', 'Staff']) {
      expect(valueOf(label)?.textContent).not.toBe('');
    }
  });

  it('marks missing values for screen readers', () => {
    render(<Empty />);
    expect(valueOf('Main Fax')).toHaveTextContent('Not provided');
    expect(valueOf('Main Email')).toHaveTextContent('Not provided');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows loading and error states', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading details…');
    unmount();
    const onRetry = fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('cannot be toggled when disabled', async () => {
    render(<Disabled />);
    const trigger = screen.getByRole('button', { name: /Harbor & Pine Realty/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders hostile text as text', () => {
    const { container } = render(<HostileText />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText('<img src=x onerror=alert(1)>').length).toBeGreaterThanOrEqual(4);
  });

  it('shows a company address and contact only when the record has them', () => {
    const { unmount } = render(<DetailList items={companyItems(COMPANY)} />);
    expect(screen.queryByText('Main Phone')).toBeNull();
    unmount();
    render(
      <DetailList
        items={companyItems({ ...COMPANY, mainPhone: '5035556005', mainEmail: ' a@b.example ' })}
      />,
    );
    expect(screen.getByText('503-555-6005')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a@b.example' })).toHaveAttribute('href', 'mailto:a@b.example');
    expect(screen.getByText('Address').nextElementSibling).toHaveTextContent('Not provided');
  });

  it('accepts records with extra fields (the API types are wider)', () => {
    const company = { ...COMPANY, address: '1 Main St', mainPhone: '5035550100', mainEmail: 'a@b.example' };
    render(
      <DetailCard title="Both">
        <DetailList items={companyItems(company)} />
        <DetailList items={officeItems(OFFICE)} />
      </DetailCard>,
    );
    expect(screen.getAllByRole('term').length).toBeGreaterThan(10);
  });
});
