import type { ReactNode } from 'react';
import { officeResource } from '../resources/offices';
import { CreateRecord } from '../resources/views/CreateRecord';
import { RecordFrame } from '../resources/views/RecordFrame';
import { RecordProfile } from '../resources/views/RecordProfile';

/** The frame of a page about one office: the office picker, or a prompt to choose one. */
export function OfficePage(props: {
  title: string;
  description?: string;
  children: (id: number) => ReactNode;
}) {
  return <RecordFrame resource={officeResource} {...props} />;
}

/** Contact Info: the office's address and contacts, edited in place (POST /office with its id). */
export function ContactInfoPage() {
  return (
    <OfficePage
      title="Contact Info"
      description="The office's address, phones and e-mail as agents and clients see them."
    >
      {(id) => <RecordProfile key={id} resource={officeResource} id={id} />}
    </OfficePage>
  );
}

/** Add New Office: POST /office; next number from /Office/GetNextOfficeNum. Super admins only. */
export function NewOfficePage() {
  return <CreateRecord resource={officeResource} />;
}
