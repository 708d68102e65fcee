import { useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { MESSAGES } from '@balance/domain';
import { Button, DataGrid, FileDrop, type ColumnDef } from '@balance/ui';
import { readTokenCookie } from '../../../auth/tokenCookie';
import type { AgentImportResult } from '../../../api/types';
import { runtimeConfigState } from '../../../states/runtimeConfigState';
import { sessionTokenState } from '../../../states/sessionTokenState';
import { FormMessage } from '../../../app/forms';
import { ManagePage } from './ManagePage';
import { CompanyPicker, useCompanyId } from './recordContext';
import styles from './manage.module.css';

type ReportRow = AgentImportResult['rows'][number] & { result: string; problem: string };

const REPORT_COLUMNS: ColumnDef<ReportRow>[] = [
  { key: 'rowNumber', header: 'Row', format: 'number', width: 70 },
  { key: 'result', header: 'Result', width: 110 },
  { key: 'firstName', header: 'First Name', width: 140 },
  { key: 'lastName', header: 'Last Name', width: 140 },
  { key: 'email', header: 'E-mail', width: 220 },
  { key: 'officeNum', header: 'Office #', width: 100 },
  { key: 'memberType', header: 'Type', width: 110 },
  { key: 'problem', header: 'Problem', width: 260 },
];

/** The per-row report: each row accepted or rejected, with the reasons the server gave. */
export function toReportRows(result: AgentImportResult): ReportRow[] {
  return result.rows.map((row) => {
    const problems = result.errors.filter((error) => error.rowNumber === row.rowNumber);
    return {
      ...row,
      result: row.valid && problems.length === 0 ? 'Accepted' : 'Rejected',
      // 'row' marks a line that could not be read as a record at all; its message says why.
      problem: problems
        .map((error) => (error.field === 'row' ? error.message : `${error.field}: ${error.message}`))
        .join('; '),
    };
  });
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; result: AgentImportResult }
  | { status: 'error'; message: string };

/**
 * POST /agents/Import/Read as multipart with real upload progress (XMLHttpRequest reports upload
 * progress; fetch does not). The bearer token and the 401 rule are the same as the api client's.
 */
function uploadAgentFile(
  apiBase: string,
  file: File,
  companyId: number | null,
  onProgress: (fraction: number) => void,
): { promise: Promise<AgentImportResult>; abort: () => void } {
  const request = new XMLHttpRequest();
  const promise = new Promise<AgentImportResult>((resolve, reject) => {
    request.open('POST', `${apiBase}/agents/Import/Read`);
    const token = readTokenCookie();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: AgentImportResult; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.data) resolve(body.data);
      else
        reject(
          Object.assign(new Error(body?.message ?? `HTTP ${request.status}`), { status: request.status }),
        );
    };
    request.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    if (companyId !== null) form.append('companyId', String(companyId));
    request.send(form);
  });
  return { promise, abort: () => request.abort() };
}

/** Import Agent File Data: pick or drop a CSV, watch it upload, read the per-row report. */
export function ImportAgentsPage() {
  const config = useAtomValue(runtimeConfigState);
  const setToken = useSetAtom(sessionTokenState);
  const [companyId, setCompanyId] = useCompanyId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const abortRef = useRef<(() => void) | null>(null);

  async function handleUpload() {
    if (!file) return;
    setState({ status: 'uploading', progress: 0 });
    const upload = uploadAgentFile(config.apiBase, file, companyId, (progress) =>
      setState({ status: 'uploading', progress }),
    );
    abortRef.current = upload.abort;
    try {
      const result = await upload.promise;
      setState({ status: 'done', result });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setState({ status: 'idle' });
        return;
      }
      const status = (error as { status?: number }).status;
      if (status === 401) setToken(null);
      setState({
        status: 'error',
        message: error instanceof Error ? error.message : MESSAGES.somethingWentWrong,
      });
    } finally {
      abortRef.current = null;
    }
  }

  const rows = state.status === 'done' ? toReportRows(state.result) : [];
  const accepted = rows.filter((row) => row.result === 'Accepted').length;
  const rejectedLines = rows.filter((row) => row.result === 'Rejected').map((row) => row.rowNumber);

  return (
    <ManagePage
      section="companies"
      title="Import Agent File Data"
      description="Upload a CSV of agents (first name, last name, e-mail, office #, type). Nothing is imported until every row is accepted."
      context={<CompanyPicker value={companyId} onChange={setCompanyId} />}
    >
      <section className={`${styles.card} ${styles.form}`} aria-label="Agent file">
        <FileDrop
          label="Agent file"
          description="A .csv file, up to 5 MB."
          acceptedFileTypes={['text/csv', '.csv']}
          file={file}
          onSelect={(chosen) => {
            setFile(chosen);
            setState({ status: 'idle' });
          }}
          onClear={() => {
            setFile(null);
            setState({ status: 'idle' });
          }}
          {...(state.status === 'uploading' ? { progress: state.progress } : {})}
          {...(state.status === 'error' ? { errorMessage: state.message } : {})}
          isDisabled={state.status === 'uploading'}
        />
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!file}
            isPending={state.status === 'uploading'}
            onPress={handleUpload}
          >
            Upload and check
          </Button>
          {state.status === 'uploading' && (
            <Button onPress={() => abortRef.current?.()}>Cancel upload</Button>
          )}
        </div>
      </section>
      {state.status === 'done' && (
        <section className={styles.card} aria-labelledby="import-report-title">
          <h2 id="import-report-title" className={styles.cardTitle}>
            Report for {state.result.fileName}
          </h2>
          <FormMessage tone={accepted === rows.length ? 'success' : 'error'}>
            {accepted} of {state.result.rowCount} rows accepted, {rows.length - accepted} rejected.
          </FormMessage>
          {rejectedLines.length > 0 && (
            <p className={styles.description}>Rejected lines: {rejectedLines.join(', ')}.</p>
          )}
          <div style={{ marginTop: 'var(--space-3)' }}>
            <DataGrid
              columns={REPORT_COLUMNS}
              rows={rows}
              getRowId={(row) => row.rowNumber}
              label="Import report"
              emptyState="The file has no rows."
            />
          </div>
        </section>
      )}
    </ManagePage>
  );
}
