import { MESSAGES } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { COMMON_PASSWORD_MESSAGE, PasswordField } from './PasswordField';

const HOSTILE = '<img src=x onerror=alert(1)>';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'New Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Returns the checklist item for a rule part, e.g. 'One number'. */
const item = (canvasElement: HTMLElement, text: RegExp) =>
  within(within(canvasElement).getByRole('list', { name: 'Password rule' }))
    .getByText(text)
    .closest('li');

/** The checklist follows every keystroke. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(item(canvasElement, /One number/)).not.toHaveAttribute('data-met');
    await userEvent.type(input, 'abc');
    await expect(item(canvasElement, /One lower case letter/)).toHaveAttribute('data-met', 'true');
    await expect(item(canvasElement, /One upper case letter/)).not.toHaveAttribute('data-met');
    await expect(item(canvasElement, /At least 10 characters/)).not.toHaveAttribute('data-met');
    await userEvent.type(input, 'DEF123!xyz');
    for (const rule of [/At least 10/, /lower/, /upper/, /number/, /special/]) {
      await expect(item(canvasElement, rule)).toHaveAttribute('data-met', 'true');
    }
    await expect(args.onChange).toHaveBeenLastCalledWith('abcDEF123!xyz');
  },
};

function SubmitForm(props: ComponentProps<typeof PasswordField> & { onSubmit?: () => void }) {
  const { onSubmit, ...field } = props;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
    >
      <PasswordField {...field} name="newPassword" />
      <Button type="submit" variant="primary">
        Change Password
      </Button>
    </Form>
  );
}

/** On submit, a password that breaks the rule gets the rule's exact message; the value stays. */
export const RuleMessageOnSubmit: Story = {
  args: { isRequired: true, requiredMessage: MESSAGES.newPasswordRequired },
  render: (args) => <SubmitForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/New Password/);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText(MESSAGES.newPasswordRequired)).toBeVisible();
    await userEvent.type(input, 'short1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText(MESSAGES.passwordRule)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('short1!');
  },
};

/** Invalid state as the screenshot shows it after a failed submit. */
export const Invalid: Story = {
  args: { defaultValue: 'short', isInvalid: true, errorMessage: MESSAGES.passwordRule },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.passwordRule)).toBeVisible();
  },
};

/** Pasting is allowed (password managers). */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('New Password');
    await userEvent.click(input);
    await userEvent.paste('Tr0ub4dor&3x!');
    await expect(input).toHaveValue('Tr0ub4dor&3x!');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tr0ub4dor&3x!');
  },
};

export const ShowHide: Story = {
  args: { defaultValue: 'Visible#2026x' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Optional refusal of the most common passwords, with a clear message. */
export const CommonPasswordRefused: Story = {
  args: { refuseCommon: true },
  render: (args) => <SubmitForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'Password123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Password123!');
  },
};

/** A current-password field: no rule checklist, no new-password autocomplete. */
export const CurrentPassword: Story = {
  args: { label: 'Current Password', enforceRule: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByLabelText('Current Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Secret#12345' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'New password for the brokerage back-office account used by every office of this company',
    description:
      'Choose something you have never used before. It replaces the password for every Balance area.',
    defaultValue: 'ThisIsAVeryLongPassphrase#2026WithManyWordsInIt',
  },
};

export const HostileText: Story = {
  args: { label: HOSTILE, description: HOSTILE, defaultValue: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByLabelText(HOSTILE)).toHaveValue(HOSTILE);
  },
};

/** Keyboard only: Tab into the field, type, Tab to the toggle, Space shows, Enter hides. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Abcdef#123');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveAttribute('type', 'password'));
    await expect(input).toHaveValue('Abcdef#123');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <PasswordField label="Empty" />
      <PasswordField label="Partly valid" defaultValue="abcdef" />
      <PasswordField label="Valid" defaultValue="Abcdef#12345" />
      <PasswordField label="Invalid" defaultValue="abc" isInvalid errorMessage={MESSAGES.passwordRule} />
      <PasswordField label="Current Password" enforceRule={false} defaultValue="whatever" />
      <PasswordField label="Disabled" isDisabled />
    </div>
  ),
};
