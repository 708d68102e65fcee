// What a user may see: the offices and companies in their scope, and the record a path names if it
// is in that scope (404 unknown, 403 someone else's).
import type { Store } from '../../store/store.ts';
import { USER_MESSAGES } from '@balance/domain';
import type { CompanyRec, OfficeRec, TeamRec, UserRec } from '../../store/types.ts';
import type { Session } from './auth.ts';
import { forbidden, notFound } from './errors.ts';
import { pathId } from './query.ts';

/** Office ids an admin-area search may show: all for a Super Admin, the user's company or office otherwise. */
export function scope(
  session: Session,
  store: Store,
): { all: boolean; officeIds: Set<number>; companyIds: Set<number> } {
  if (session.role === 'Super Admin') return { all: true, officeIds: new Set(), companyIds: new Set() };
  const office = session.office;
  if (!office) return { all: false, officeIds: new Set(), companyIds: new Set() };
  const companyOffices = store.officesByCompany.get(office.companyId) ?? [];
  return {
    all: false,
    officeIds: new Set(session.role === 'Office Admin' ? companyOffices.map((o) => o.id) : [office.id]),
    companyIds: new Set([office.companyId]),
  };
}

/** The company by path id, if the user may see it: 404 unknown, 403 out of the user's scope. */
export function companyFor(store: Store, session: Session, raw: unknown): CompanyRec {
  const company = store.companyById.get(pathId(raw));
  if (!company) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.companyIds.has(company.id)) throw forbidden();
  return company;
}

/** The office by path id, if the user may see it: 404 unknown, 403 out of the user's scope. */
export function officeFor(store: Store, session: Session, raw: unknown): OfficeRec {
  const office = store.officeById.get(pathId(raw));
  if (!office) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(office.id)) throw forbidden();
  return office;
}

/** Users an admin manages: all for a Super Admin; for an Office Admin the non-Super-Admin users of their own office. */
export function mayManageUser(session: Session, user: UserRec): boolean {
  if (session.role === 'Super Admin') return true;
  if (session.role !== 'Office Admin' || !session.office) return false;
  return user.role !== 'Super Admin' && user.officeId === session.office.id;
}

/** The user by path id, if the caller manages them: 404 unknown, 403 someone else's. */
export function userFor(store: Store, session: Session, raw: unknown): UserRec {
  const user = store.userById.get(pathId(raw));
  if (!user) throw notFound();
  if (!mayManageUser(session, user)) throw forbidden(USER_MESSAGES.otherOffice);
  return user;
}

/** The team by path id, if its office is in the caller's scope: 404 unknown, 403 out of scope. */
export function teamFor(store: Store, session: Session, raw: unknown): TeamRec {
  const team = store.teamById.get(pathId(raw));
  if (!team) throw notFound();
  const s = scope(session, store);
  if (!s.all && !s.officeIds.has(team.officeId)) throw forbidden();
  return team;
}
