// Serializing the db for its file without blocking the server: at `large` scale `JSON.stringify(db)` is
// about 45 MB and takes 300–1,000 ms of one core, during which no request is answered. This writes the
// same text (byte for byte what JSON.stringify gives for plain data) in slices of a few milliseconds,
// yielding to the event loop between slices, so searches keep being answered while the file is saved.

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Collections longer than this are stringified element by element, with yields in between. */
const SLICE_THRESHOLD = 256;
/** Size of the pieces handed to the file writer. */
const CHUNK_CHARS = 1 << 20;

/**
 * The JSON text of `value` (a plain object of collections) in pieces of about 1 MB, produced in slices
 * of about `sliceMs` of work with a yield to the event loop in between (pass it to fs' `writeFile`).
 * The top level and the top level's large arrays and objects are walked here; everything below them is
 * given to JSON.stringify in one piece. Writes that happen between slices may or may not be in the text:
 * the caller saves again after every write, so the file ends with the latest state.
 */
export async function* jsonInSlices(value: object, sliceMs = 8): AsyncGenerator<string> {
  let parts: string[] = [];
  let size = 0;
  let sliceStart = performance.now();
  const put = (text: string): void => {
    parts.push(text);
    size += text.length;
  };
  const due = (): boolean => size >= CHUNK_CHARS || performance.now() - sliceStart >= sliceMs;
  // Hands over what is written so far (when there is enough) and lets the event loop run.
  async function* pause(): AsyncGenerator<string> {
    if (size >= CHUNK_CHARS) {
      yield parts.join('');
      parts = [];
      size = 0;
    }
    await yieldToLoop();
    sliceStart = performance.now();
  }

  put('{');
  let first = true;
  for (const [key, coll] of Object.entries(value)) {
    if (coll === undefined || typeof coll === 'function' || typeof coll === 'symbol') continue;
    if (!first) put(',');
    first = false;
    put(JSON.stringify(key) + ':');
    if (Array.isArray(coll) && coll.length > SLICE_THRESHOLD) {
      put('[');
      for (let i = 0; i < coll.length; i += 1) {
        if (i > 0) put(',');
        // JSON.stringify writes undefined, functions and symbols in arrays as null
        put(JSON.stringify(coll[i]) ?? 'null');
        if ((i & 31) === 31 && due()) yield* pause();
      }
      put(']');
    } else if (isPlainObject(coll) && Object.keys(coll).length > SLICE_THRESHOLD) {
      put('{');
      let firstEntry = true;
      let k = 0;
      for (const [entryKey, v] of Object.entries(coll)) {
        const text = JSON.stringify(v);
        if (text === undefined) continue;
        if (!firstEntry) put(',');
        firstEntry = false;
        put(`${JSON.stringify(entryKey)}:${text}`);
        k += 1;
        if ((k & 31) === 31 && due()) yield* pause();
      }
      put('}');
    } else {
      put(JSON.stringify(coll) ?? 'null');
    }
    if (due()) yield* pause();
  }
  put('}');
  yield parts.join('');
}

/** The whole text of `jsonInSlices` (for tests; the server streams the pieces to the file). */
export async function stringifyInSlices(value: object, sliceMs = 8): Promise<string> {
  let text = '';
  for await (const piece of jsonInSlices(value, sliceMs)) text += piece;
  return text;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
