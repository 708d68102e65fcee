import { CONTACT_TYPES } from '@balance/domain';
import { Button, Select, TextField } from '@balance/ui';
import { Panel } from '../common/AgentPage';
import type { CoversheetContactValue, CoversheetFormValues } from './coversheetForm';
import styles from './Coversheet.module.css';

export type CoversheetContactsProps = {
  contacts: CoversheetContactValue[];
  onChange: (patch: Pick<CoversheetFormValues, 'contacts'>) => void;
};

const CONTACT_ITEMS = CONTACT_TYPES.map((type) => ({ id: type, label: type }));

let contactSequence = 0;

/** The deal's contacts: buyer, seller, co-op agent, lender, title company. */
export function CoversheetContacts({ contacts, onChange }: CoversheetContactsProps) {
  return (
    <Panel
      title="Contacts"
      actions={
        <Button
          size="sm"
          onPress={() =>
            onChange({
              contacts: [
                ...contacts,
                {
                  key: `n${(contactSequence += 1)}`,
                  type: 'Buyer',
                  name: '',
                  company: '',
                  phone: '',
                  email: '',
                },
              ],
            })
          }
        >
          Add contact
        </Button>
      }
    >
      {contacts.length === 0 ? (
        <p className={styles.muted}>
          No contacts yet: add the buyer, seller, co-op agent, lender and title company.
        </p>
      ) : (
        <ul className={styles.rows}>
          {contacts.map((contact, index) => {
            const update = (patch: Partial<typeof contact>) => {
              const next = contacts.slice();
              next[index] = { ...contact, ...patch };
              onChange({ contacts: next });
            };
            return (
              <li key={contact.key} className={styles.contactRow}>
                <Select
                  label="Type"
                  items={CONTACT_ITEMS}
                  selectedKey={contact.type}
                  onSelectionChange={(key) => {
                    const type = CONTACT_TYPES.find((candidate) => candidate === key);
                    if (type) update({ type });
                  }}
                />
                <TextField
                  label="Name"
                  name={`contact-${contact.key}-name`}
                  value={contact.name}
                  onChange={(name) => update({ name })}
                />
                <TextField
                  label="Company"
                  value={contact.company}
                  onChange={(company) => update({ company })}
                />
                <TextField
                  label="Phone"
                  type="tel"
                  value={contact.phone}
                  onChange={(phone) => update({ phone })}
                />
                <TextField
                  label="E-mail"
                  name={`contact-${contact.key}-email`}
                  type="email"
                  value={contact.email}
                  onChange={(email) => update({ email })}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  className={styles.removeContact}
                  onPress={() =>
                    onChange({ contacts: contacts.filter((other) => other.key !== contact.key) })
                  }
                  aria-label={`Remove contact ${contact.name || index + 1}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
