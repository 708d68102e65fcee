import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { installCookieJar } from './test/browser-globals';
import { API, server, useMswServer } from './test/msw';
import { readAgentImportFile } from './upload';

useMswServer();

describe('readAgentImportFile', () => {
  it('posts the file as multipart/form-data with the bearer token', async () => {
    installCookieJar({ JWT_TOKEN: 'tok' });
    const seen: {
      type: string | null;
      auth: string | null;
      name: string;
      text: string;
      companyId: string | null;
    }[] = [];
    server.use(
      http.post(`${API}/agents/Import/Read`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File)) return HttpResponse.json({ message: 'file missing' }, { status: 400 });
        seen.push({
          type: request.headers.get('content-type'),
          auth: request.headers.get('Authorization'),
          name: file.name,
          text: await file.text(),
          companyId: form.get('companyId') as string | null,
        });
        return HttpResponse.json({
          data: { fileName: file.name, rowCount: 0, columns: [], rows: [], errors: [] },
        });
      }),
    );
    const client = createApiClient({ baseUrl: API });
    const csv = new Blob(['firstName,lastName\nMaya,Rivera\n'], { type: 'text/csv' });
    const { data } = await readAgentImportFile(client, { file: csv, fileName: 'agents.csv', companyId: 3 });
    expect(data?.data.fileName).toBe('agents.csv');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]).toMatchObject({
      auth: 'Bearer tok',
      name: 'agents.csv',
      text: 'firstName,lastName\nMaya,Rivera\n',
      companyId: '3',
    });
  });
});
