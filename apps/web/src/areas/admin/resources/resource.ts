// What a record kind of the admin area declares; the generic controllers (controllers.ts) and views
// (views/) do the rest: grid detail card, record page (view / edit) and create page. A page that needs
// more composes these pieces instead of copying them.
import type { ComponentType, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { MainSelection } from '@balance/domain';
import type { DetailItem } from '@balance/ui';
import type { AppApiClient } from '../../../api/client';
import type { UserSettings } from '../../../api/types';
import type { FormErrors } from '../../../app/forms';
import type { SearchSpec } from './search';

/** A form field: its value's name, its label and how it is entered. */
export type FieldSpec<Values> =
  | {
      kind: 'text';
      name: keyof Values & string;
      label: string;
      isRequired?: boolean;
      type?: 'email' | 'tel';
      autoComplete?: string;
      /** Spans the whole row. */
      wide?: boolean;
      /** Set when the record is created, then read-only. */
      fixedAfterCreate?: boolean;
    }
  | { kind: 'checkbox'; name: keyof Values & string; label: string }
  | {
      /** A field with a component of its own (lists loaded from the API, dependent choices). */
      kind: 'custom';
      name: keyof Values & string;
      /** Only on the create form. */
      onCreateOnly?: boolean;
      render: (props: CustomFieldProps<Values>) => ReactNode;
    };

export type CustomFieldProps<Values> = {
  values: Values;
  change: (patch: Partial<Values>) => void;
};

export type ResourceForm<Record, Values> = {
  empty: Values;
  fromRecord: (record: Record) => Values;
  fields: readonly FieldSpec<Values>[];
  validate: (values: Values) => FormErrors<keyof Values & string>;
  /** The create form's rules when they check more than the edit form sends. */
  createValidate?: (values: Values) => FormErrors<keyof Values & string>;
  /** The fallback message of a failed save, e.g. 'The company could not be saved. Try again.' */
  failure: string;
  /** Values the server fills in for a new record (e.g. the next office number), asked again when the named fields change. */
  prefill?: {
    when: (values: Values) => boolean;
    after: readonly (keyof Values & string)[];
    load: (api: AppApiClient, values: Values) => Promise<Partial<Values>>;
  };
};

export type Resource<Record, Values, Row = unknown> = {
  /** The record kind: the main selection it is searched under, or 'teams' (found in the users tab). */
  name: Extract<MainSelection, 'companies' | 'offices' | 'agents' | 'users'> | 'teams';
  /** The admin section its pages belong to and whose search rows it refreshes (default: its name). */
  section?: MainSelection;
  /** 'Company', 'Office'. */
  noun: string;
  /** Its grid columns and the call that lists it. */
  search: SearchSpec<Row>;
  idOf: (record: Record) => number;
  /** The record's name, e.g. in 'Edit {name}' and the detail card's title. */
  title: (record: Record) => string;
  /** The record page's heading (default: the title). */
  heading?: (record: Record) => string;
  /** A line above the record's details (e.g. its status). */
  summary?: (record: Record) => ReactNode;
  detail: (record: Record) => DetailItem[];
  /** The record page (and its link from the detail card). */
  page: { href: (id: number) => string; linkLabel: string };
  read: (api: AppApiClient, id: number, signal: AbortSignal) => Promise<Record>;
  update: (api: AppApiClient, id: number, values: Values) => Promise<Record>;
  create: (api: AppApiClient, values: Values) => Promise<Record>;
  /** Who may create one (the server refuses the others too). */
  mayCreate?: (user: UserSettings | null) => boolean;
  form: ResourceForm<Record, Values>;
  messages: { updated: string; created: string };
  createPage: {
    title: string;
    description?: ReactNode;
    /** The accessible name of the create card, e.g. 'New company'. */
    label: string;
    submitLabel: string;
    /** Said instead of the form to a user who may not create one. */
    forbidden?: string;
    /** The line above the form once a record is created. */
    created: (record: Record, values: Values) => ReactNode;
    /** Where a created record is opened (default: the create page stays, with the line above). */
    landing?: (record: Record) => string;
  };
  /** The record a page works on (?{name}Id= or the last one selected) and the picker that changes it. */
  context: {
    useId: () => readonly [number | null, (id: number) => void];
    /** Absent where a list would be too long to choose from (users): the grid chooses. */
    Picker?: ComponentType<{ value: number | null; onChange: (id: number) => void }>;
    /** Shown when no record is chosen yet. */
    chooseFirst: string;
  };
  /** Lists that show these records besides the search (pickers, a company's offices): fetched again after a save. */
  lists: readonly QueryKey[];
};

/** The admin section a resource's pages and search rows belong to. */
export function sectionOf(resource: { name: string; section?: MainSelection }): MainSelection {
  return resource.section ?? (resource.name as MainSelection);
}
