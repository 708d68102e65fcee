import type { ComponentType } from 'react';
import { Link, Route, Switch } from 'wouter';
import { isMainSelection, MAIN_SELECTION_LABELS } from '@balance/domain';
import { DataLayer } from '../../api/DataLayer';
import {
  paths,
  type CompanyMembershipPage,
  type OfficeMembershipPage,
  type OfficeProfilePage,
  type TeamProfilePage as TeamPageSlug,
  type UserProfilePage as UserPageSlug,
} from '../../app/paths';
import { MainPage } from './main/MainPage';
import { AddCompanyPage, CompanyOfficesPage, CompanyProfilePage } from './manage/CompanyPages';
import { DtrContactPage } from './manage/DtrContactPage';
import { ExternalCompanyPage } from './manage/ExternalCompanyPage';
import { ImportAgentsPage } from './manage/ImportAgentsPage';
import { ChooseFirst, ManagePage } from './manage/ManagePage';
import { NotesPage } from './manage/OfficeNotesPage';
import { ContactInfoPage, NewOfficePage } from './manage/OfficePages';
import { AgentEzSetupPage, ExternalOfficePage } from './manage/OfficeSettingsPages';
import { StatusPage } from './manage/OfficeStatusPage';
import { RoyaltiesPage } from './manage/RoyaltiesPage';
import { OfficeContractPage } from './manage/OfficeContractPage';
import { OfficeAgentsPage, OfficeTeamsPage, OfficeUsersPage } from './manage/OfficeMembershipPages';
import { AddTeamPage, TeamProfilePage } from './manage/TeamPages';
import { AddUserPage, UserProfilePage } from './manage/UserPages';

const COMPANY_PAGES: Record<CompanyMembershipPage, ComponentType> = {
  profile: CompanyProfilePage,
  offices: CompanyOfficesPage,
  'import-agent': ImportAgentsPage,
  'external-company': ExternalCompanyPage,
  'dtr-contact': DtrContactPage,
};

const OFFICE_PAGES: Record<OfficeProfilePage, ComponentType> = {
  'contact-info': ContactInfoPage,
  royalties: RoyaltiesPage,
  contract: OfficeContractPage,
  notes: NotesPage,
  status: StatusPage,
  'new-office': NewOfficePage,
  'agentez-setup': AgentEzSetupPage,
  'external-office': ExternalOfficePage,
};

const OFFICE_MEMBERSHIP: Record<OfficeMembershipPage, ComponentType> = {
  agents: OfficeAgentsPage,
  teams: OfficeTeamsPage,
  users: OfficeUsersPage,
};
const USER_PAGES: Record<UserPageSlug, ComponentType> = { profile: UserProfilePage };
const TEAM_PAGES: Record<TeamPageSlug, ComponentType> = { profile: TeamProfilePage };

function NotFound() {
  return (
    <ManagePage section="companies" title="Page not found">
      <ChooseFirst>
        There is no page at this address. <Link href={paths.mainHome.build()}>Go to the search</Link>
      </ChooseFirst>
    </ManagePage>
  );
}

/** /main/add-new/{selection}: companies, offices, users and teams have forms; agents not yet. */
function AddNew({ selection }: { selection: string | undefined }) {
  if (selection === 'companies') return <AddCompanyPage />;
  if (selection === 'offices') return <NewOfficePage />;
  if (selection === 'users') return <AddUserPage />;
  if (selection === 'teams') return <AddTeamPage />;
  if (!isMainSelection(selection) || selection === 'regions') return <NotFound />;
  return (
    <ManagePage section={selection} title={`Add ${MAIN_SELECTION_LABELS[selection]}`}>
      <ChooseFirst>
        New {MAIN_SELECTION_LABELS[selection].toLowerCase()} are added by importing an agent file or in the
        back office. <Link href={paths.companyMembership.build('import-agent')}>Import Agent File Data</Link>
      </ChooseFirst>
    </ManagePage>
  );
}

/** The admin area's routes (any path not under /agent-ez), shown only with a session. */
export function AdminRoutes() {
  return (
    <DataLayer>
      <AdminSwitch />
    </DataLayer>
  );
}

function AdminSwitch() {
  return (
    <Switch>
      <Route path={paths.addNew.pattern}>{(params) => <AddNew selection={params.mainSelection} />}</Route>
      <Route path={paths.membershipAddNew.pattern}>
        {(params) => <AddNew selection={params.mainSelection} />}
      </Route>
      <Route path={paths.companyMembership.pattern}>
        {(params) => {
          const Page = COMPANY_PAGES[params.page as CompanyMembershipPage];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.officeProfile.pattern}>
        {(params) => {
          const Page = OFFICE_PAGES[params.page as OfficeProfilePage];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.officeMembership.pattern}>
        {(params) => {
          const Page = OFFICE_MEMBERSHIP[params.page as OfficeMembershipPage];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.userProfile.pattern}>
        {(params) => {
          const Page = USER_PAGES[params.page as UserPageSlug];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.teamProfile.pattern}>
        {(params) => {
          const Page = TEAM_PAGES[params.page as TeamPageSlug];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.main.pattern}>
        {(params) => <MainPage selectionParam={params.mainSelection} />}
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
