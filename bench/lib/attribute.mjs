// Attributes the minified bytes of a built chunk to source packages through its source map, so a
// budget miss can name what to cut.
import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** Bytes of `jsFile` per source package (node_modules package name, or the workspace folder). */
export function attributeChunk(jsFile) {
  const code = readFileSync(jsFile, 'utf8');
  const map = new TraceMap(readFileSync(`${jsFile}.map`, 'utf8'));
  const lines = code.split('\n');
  const lineStart = [];
  let offset = 0;
  for (const line of lines) {
    lineStart.push(offset);
    offset += line.length + 1;
  }
  const segments = [];
  eachMapping(map, (m) => {
    segments.push({ pos: lineStart[m.generatedLine - 1] + m.generatedColumn, source: m.source ?? '(none)' });
  });
  segments.sort((a, b) => a.pos - b.pos);
  const bytes = new Map();
  for (let i = 0; i < segments.length; i += 1) {
    const end = i + 1 < segments.length ? segments[i + 1].pos : code.length;
    const key = packageOf(segments[i].source);
    bytes.set(key, (bytes.get(key) ?? 0) + (end - segments[i].pos));
  }
  return [...bytes.entries()].sort((a, b) => b[1] - a[1]).map(([name, size]) => ({ name, bytes: size }));
}

function packageOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const m = /(packages\/[^/]+|apps\/[^/]+|mock-api)\/src\/([^/]+)/.exec(source);
  return m ? `${m[1]}/${m[2]}` : source;
}
