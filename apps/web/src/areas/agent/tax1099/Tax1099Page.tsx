import { FIRST_REPORT_YEAR } from '@balance/domain';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useApiQuery } from '../../../api/useApiQuery';
import { useSaveForm } from '../../../app/forms';
import { userSettingsState } from '../../../states/userSettingsState';
import { useAgentApi } from '../api/useAgentApi';
import { AgentPage } from '../common/AgentPage';
import { errorText } from '../common/format';
import { useNow } from '../common/now';
import { LoadFailed, LoadingNote } from '../common/StateViews';
import { YearChoice } from '../common/YearChoice';
import { Tax1099View } from './Tax1099View';

/** The tax year a 1099 page opens on: the last finished year (never before 2020). */
export function default1099Year(now: Date): number {
  return Math.max(FIRST_REPORT_YEAR, now.getFullYear() - 1);
}

/** /agent-ez/1099: GET /tax1099 for a year; PUT /tax1099/consent ('User consent saved.'). */
export function Tax1099Page() {
  const api = useAgentApi();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const [user, setUser] = useAtom(userSettingsState);
  const fromUrl = Number(params.get('year'));
  const year =
    Number.isInteger(fromUrl) && fromUrl >= FIRST_REPORT_YEAR && fromUrl <= now.getFullYear()
      ? fromUrl
      : default1099Year(now);
  const form = useApiQuery(['agent-1099', year], (signal) => api.tax1099(year, signal));
  const [draft, setDraft] = useState<boolean | null>(null);
  const consent = draft ?? form.data?.consent.consent ?? user?.tax1099UserConsent ?? false;
  const consentForm = useSaveForm({
    fields: [],
    save: (next: boolean) => api.saveTax1099Consent(next),
    readError: (error) => ({ formError: `Your consent was not saved: ${errorText(error)}` }),
    // The line under the box tells how the last save went, until the box changes.
    dropMessageOnEdit: true,
    onSaved: (saved) => {
      setDraft(null);
      if (form.data) form.setData({ ...form.data, consent: saved });
      if (user) setUser({ ...user, tax1099UserConsent: saved.consent });
    },
  });

  return (
    <AgentPage
      title="1099"
      description="What the brokerage reports to the IRS as paid to you, year by year."
      actions={
        <YearChoice
          label="Tax year"
          value={year}
          years={form.data?.availableYears ?? null}
          now={now}
          onChange={(next) => setParams({ year: String(next) }, { replace: true })}
        />
      }
    >
      {form.status === 'error' ? (
        <LoadFailed title="Your 1099 could not be loaded." error={form.error} onRetry={form.reload} />
      ) : form.data ? (
        <Tax1099View
          form={form.data}
          consent={consent}
          onConsentChange={(next) => {
            setDraft(next);
            consentForm.edited([]);
          }}
          consentForm={consentForm}
        />
      ) : (
        <LoadingNote>Loading your 1099…</LoadingNote>
      )}
    </AgentPage>
  );
}
