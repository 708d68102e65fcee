import type { ComponentType } from 'react';
import { Link, Route, Switch } from 'wouter';
import { DataLayer } from '../../api/DataLayer';
import {
  paths,
  type AgentProfilePage,
  type CompanyMembershipPage,
  type OfficeBillingPage,
  type OfficeMembershipPage,
  type OfficeProfilePage,
  type TeamProfilePage as TeamPageSlug,
  type UserProfilePage as UserPageSlug,
} from '../../app/paths';
import { ContractPage } from './deals/contract/ContractPage';
import { ExpensesPage } from './billing/ExpensesPage';
import { PrintChecksPage } from './billing/PrintChecksPage';
import { QueuePage } from './billing/QueuePage';
import { MainPage } from './main/MainPage';
import { AgentAccessPage } from './manage/AgentAccessPage';
import { AgentMovePage } from './manage/AgentMovePage';
import { AgentPlanPage } from './manage/AgentPlanPage';
import { AddAgentPage, AgentContactPage, AgentMembershipPage } from './manage/AgentPages';
import { AgentStatsPage } from './manage/AgentStatsPage';
import { ListingPage } from './deals/listing/ListingPage';
import { ContractsPage } from './deals/search/ContractsPage';
import { ListingsListPage } from './deals/search/ListingsListPage';
import { AgentStatusPage } from './manage/AgentStatusPage';
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
import { PlanListPage } from './plans/PlanListPage';
import { PlanPage } from './plans/PlanPage';
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

const AGENT_PAGES: Record<AgentProfilePage, ComponentType> = {
  contact: AgentContactPage,
  membership: AgentMembershipPage,
  plan: AgentPlanPage,
  'agentez-access': AgentAccessPage,
  status: AgentStatusPage,
  move: AgentMovePage,
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
const OFFICE_BILLING: Record<OfficeBillingPage, ComponentType> = {
  queue: QueuePage,
  'print-checks': PrintChecksPage,
  expenses: ExpensesPage,
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

/** /main/add-new/{selection}: the form of each record kind added here (regions are not). */
function AddNew({ selection }: { selection: string | undefined }) {
  if (selection === 'companies') return <AddCompanyPage />;
  if (selection === 'offices') return <NewOfficePage />;
  if (selection === 'agents') return <AddAgentPage />;
  if (selection === 'users') return <AddUserPage />;
  if (selection === 'teams') return <AddTeamPage />;
  return <NotFound />;
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
      <Route path={paths.companyPlans.pattern} component={PlanListPage} />
      <Route path={paths.companyPlan.pattern}>{(params) => <PlanPage planParam={params.planId} />}</Route>
      <Route path={paths.companyMembership.pattern}>
        {(params) => {
          const Page = COMPANY_PAGES[params.page as CompanyMembershipPage];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.agentProfile.pattern}>
        {(params) => {
          const Page = AGENT_PAGES[params.page as AgentProfilePage];
          return Page ? <Page /> : <NotFound />;
        }}
      </Route>
      <Route path={paths.agentStats.pattern} component={AgentStatsPage} />
      <Route path={paths.listingsList.pattern} component={ListingsListPage} />
      <Route path={paths.contractsList.pattern} component={ContractsPage} />
      <Route path={paths.listingProfile.pattern} component={ListingPage} />
      <Route path={paths.contractProfile.pattern} component={ContractPage} />
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
      <Route path={paths.officeBilling.pattern}>
        {(params) => {
          const Page = OFFICE_BILLING[params.page as OfficeBillingPage];
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
