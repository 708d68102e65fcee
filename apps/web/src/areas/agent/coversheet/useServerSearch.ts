import { useRef, useState } from 'react';

/** A search box whose results come from the server as the user types (2+ characters); newest wins. */
export function useServerSearch<T>(search: (text: string) => Promise<T[]>, labelOf: (item: T) => string) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<T[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  async function onInput(next: string) {
    setText(next);
    // Choosing an option writes its label into the input: that is no new search.
    if (results.some((item) => labelOf(item) === next)) return;
    latest.current += 1;
    const ticket = latest.current;
    if (next.trim().length < 2) {
      setResults([]);
      return;
    }
    try {
      const found = await search(next.trim());
      if (latest.current !== ticket) return;
      setResults(found);
      setFailed(false);
    } catch {
      if (latest.current === ticket) setFailed(true);
    }
  }
  const reset = () => {
    latest.current += 1;
    setText('');
    setResults([]);
  };
  return { text, setText, results, onInput, failed, reset };
}
