// The floor for "render after reply": what any React page has to do to show a search's rows. The
// harness calls window.__floorSearch(url) with the URL the app just fetched; the page fetches it with
// the same bearer token and sets the rows into state once, as a plain table.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RowsTable, token, type Row } from './rows';

declare global {
  interface Window {
    __floorSearch?: (url: string) => Promise<number>;
  }
}

function SearchFloor() {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    window.__floorSearch = async (url) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token()}` } });
      const body = (await response.json()) as { data?: Row[] };
      const data = Array.isArray(body.data) ? body.data : [];
      setRows(data);
      return data.length;
    };
  }, []);
  const keys = rows[0] ? Object.keys(rows[0]) : [];
  return <RowsTable rows={rows} keys={keys} />;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<SearchFloor />);
