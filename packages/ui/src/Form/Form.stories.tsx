import { MESSAGES } from '@balance/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ErrorNotice } from '../ErrorNotice/ErrorNotice';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FieldGroup, FormActions, FormLayout } from './Form';

const HOSTILE = '<img src=x onerror=alert(1)>';

const REGIONS = [
  { id: 'central', label: 'Central' },
  { id: 'east', label: 'East' },
  { id: 'west', label: 'West' },
];

type OfficeFormProps = {
  /** Simulated server: returns field errors, or null when saved. */
  save: (values: Record<string, FormDataEntryValue>) => Promise<Record<string, string> | null>;
  onSaved?: () => void;
  columns?: 1 | 2;
  isDisabled?: boolean;
};

/** The office form as a page would write it: uncontrolled fields, server errors on failure. */
function OfficeForm({ save, onSaved, columns = 2, isDisabled = false }: OfficeFormProps) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [isSaving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const errors = await save(values);
    setSaving(false);
    setServerErrors(errors ?? {});
    setFailed(errors !== null);
    if (errors === null) {
      setSaved(true);
      onSaved?.();
    }
  };

  return (
    <FormLayout onSubmit={handleSubmit} validationErrors={serverErrors} maxWidth={720}>
      {failed && (
        <ErrorNotice
          isOpen={failed}
          details="The office was not saved. Fix the marked fields and save again."
          onDismiss={() => setFailed(false)}
        />
      )}
      <FieldGroup legend="Office" columns={columns} isDisabled={isDisabled}>
        <TextField
          label="Office Name"
          name="name"
          isRequired
          validate={(value) => (value.trim() === '' ? 'Office Name is required' : null)}
        />
        <Select label="Region" name="region" items={REGIONS} defaultSelectedKey="central" />
        <TextField label="Email" name="email" type="email" />
        <TextField label="Phone" name="phone" description="Shown as 512-555-0100" />
      </FieldGroup>
      <FieldGroup legend="Status" isDisabled={isDisabled}>
        <Checkbox name="active" value="yes" defaultSelected>
          Active in company
        </Checkbox>
      </FieldGroup>
      <FormActions>
        {saved && <span role="status">{MESSAGES.officeSaved}</span>}
        <Button type="reset" variant="ghost" isDisabled={isDisabled}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={isSaving} isDisabled={isDisabled}>
          Save
        </Button>
      </FormActions>
    </FormLayout>
  );
}

/**
 * react-aria announces a pending button (Save) with a live-region node that points at the button's
 * id for 7 s. Once this story unmounts, that node would dangle into the next story's axe check, so
 * stories that press Save clear the announcer when they are done.
 */
function clearAnnouncements() {
  document.querySelector('[data-live-announcer]')?.remove();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails while the email is the one already taken, then saves. */
const serverSave = async (values: Record<string, FormDataEntryValue>) => {
  await delay(150);
  return values.email === 'taken@example.com'
    ? { email: 'This email is already used by another office' }
    : null;
};

const meta = {
  title: 'Forms/FormLayout',
  component: OfficeForm,
  tags: ['autodocs'],
  args: { save: serverSave, onSaved: fn() },
} satisfies Meta<typeof OfficeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneColumn: Story = { args: { columns: 1 } };

/**
 * A failed submit keeps every value the user typed: the server's error sits next to its field and a
 * persistent notice explains it. Fixing the field and saving again succeeds.
 */
/** Fills the office form with an email the server refuses, submits, and checks what the user sees. */
async function submitTakenEmail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const name = canvas.getByRole('textbox', { name: /Office Name/ });
  const email = canvas.getByRole('textbox', { name: 'Email' });
  const phone = canvas.getByRole('textbox', { name: 'Phone' });
  await userEvent.type(name, 'Austin Downtown');
  await userEvent.type(email, 'taken@example.com');
  await userEvent.type(phone, '512-555-0100');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

  await expect(await canvas.findByText('This email is already used by another office')).toBeVisible();
  await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('Austin Downtown');
  await expect(email).toHaveValue('taken@example.com');
  await expect(phone).toHaveValue('512-555-0100');
  await expect(canvas.getByRole('checkbox', { name: 'Active in company' })).toBeChecked();
  return { canvas, email };
}

/** A failed submit: the server's error sits next to its field, a notice explains it, values stay. */
export const FailedSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await submitTakenEmail(canvasElement);
    await expect(args.onSaved).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

/**
 * A failed submit keeps every value the user typed; fixing the field and saving again succeeds and
 * clears the server error.
 */
export const KeepsValuesOnFailedSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email } = await submitTakenEmail(canvasElement);
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'downtown@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.officeSaved)).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('This email is already used by another office')).toBeNull();
    clearAnnouncements();
  },
};

/** Client validation on submit: the required field says so and gets focus. */
export const RequiredOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Office Name is required')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Office Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Office Name/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Keyboard only: Tab through the fields, Enter in a field submits the form. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Office Name/ })).toHaveFocus();
    await userEvent.keyboard('North Office');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Region/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('north@example.com{Enter}');
    await expect(await canvas.findByText(MESSAGES.officeSaved)).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    clearAnnouncements();
  },
};

export const LongText: Story = {
  render: () => (
    <FormLayout maxWidth={520}>
      <FieldGroup
        legend="Commission plan, referral fees and the annual cap that apply to every agent of this office"
        description="These values are copied to each new agent. Changing them does not change the plans of agents who already have one; edit those agents one by one."
      >
        <TextField
          label="Name of the plan as it appears on the agent's 1099 and on every monthly statement"
          defaultValue="Standard 70/30 with a cap of $18,000 and a transaction fee after the cap"
        />
      </FieldGroup>
      <FormActions>
        <Button variant="ghost">Cancel</Button>
        <Button variant="primary">Save Settings</Button>
      </FormActions>
    </FormLayout>
  ),
};

export const HostileText: Story = {
  render: () => (
    <FormLayout maxWidth={520}>
      <FieldGroup legend={HOSTILE} description={HOSTILE}>
        <TextField label={HOSTILE} defaultValue={HOSTILE} />
      </FieldGroup>
    </FormLayout>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('group', { name: HOSTILE })).toBeInTheDocument();
  },
};

/** Empty: a form whose group has no fields yet still lays out its actions. */
export const Empty: Story = {
  render: () => (
    <FormLayout maxWidth={520}>
      <FieldGroup legend="Custom fields" description="This office has no custom fields.">
        {null}
      </FieldGroup>
      <FormActions>
        <Button variant="primary">Save</Button>
      </FormActions>
    </FormLayout>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      <FormActions align="end">
        <Button variant="ghost">Cancel</Button>
        <Button variant="primary">Save (end)</Button>
      </FormActions>
      <FormActions align="start">
        <Button variant="primary">Save (start)</Button>
        <Button variant="ghost">Cancel</Button>
      </FormActions>
      <FormActions align="between">
        <Button variant="danger">Delete</Button>
        <Button variant="primary">Save (between)</Button>
      </FormActions>
      <FieldGroup legend="Two-column group" columns={2}>
        <TextField label="First" />
        <TextField label="Second" />
      </FieldGroup>
    </div>
  ),
};
