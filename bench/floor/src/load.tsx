// The first-load floor: what any client-rendered React page has to do to show admin search's first
// page of rows on a first load — read /config.json, send the same search to the same API with the
// same bearer token, render the rows in a plain table. Lighthouse runs it beside the app's pages.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RowsTable, token, type Row } from './rows';

async function search(): Promise<Row[]> {
  const config = (await (await fetch('/config.json')).json()) as { apiBase: string };
  const query = new URLSearchParams(location.search);
  const url =
    `${config.apiBase}/agents/agentsBy?pageSize=5&pageNumber=${query.get('page') ?? '1'}` +
    `&key=${query.get('attr') ?? 'Agent_Name'}&search=${encodeURIComponent(query.get('q') ?? '')}&UserId=1&RoleId=1`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token()}` } });
  const body = (await response.json()) as { data?: Row[] };
  return Array.isArray(body.data) ? body.data : [];
}

function LoadFloor() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void search().then(setRows);
  }, []);
  // Nothing before the rows: the page's largest paint (Lighthouse's LCP) is then the reply's render.
  if (rows === null) return null;
  const keys = rows[0] ? Object.keys(rows[0]).slice(0, 6) : [];
  return (
    <>
      <h1>Agents</h1>
      <RowsTable rows={rows} keys={keys} />
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<LoadFloor />);
