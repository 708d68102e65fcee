// Lists every operation (METHOD path) of openapi/openapi.yaml and counts them, marking the designed
// ones (x-designed: true). `npm run openapi:list` prints the list; `--json` prints it as JSON.
// The api-client's contract-coverage test imports `listOperations` from here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import yaml from 'js-yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_FILE = resolve(root, 'openapi/openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** @returns {{ method: string, path: string, operationId: string, designed: boolean }[]} */
export function listOperations(file = SPEC_FILE) {
  const spec = /** @type {{ paths?: Record<string, Record<string, unknown>> }} */ (
    yaml.load(readFileSync(file, 'utf8'))
  );
  const operations = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = /** @type {{ operationId?: string, 'x-designed'?: boolean } | undefined} */ (item[method]);
      if (!op) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId ?? '',
        designed: op['x-designed'] === true,
      });
    }
  }
  return operations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const operations = listOperations();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(operations, null, 2));
  } else {
    const width = Math.max(...operations.map((o) => o.method.length + 1 + o.path.length));
    for (const o of operations) {
      const name = `${o.method} ${o.path}`.padEnd(width);
      console.log(`${name}  ${o.operationId}${o.designed ? '  (designed)' : ''}`);
    }
    const designed = operations.filter((o) => o.designed).length;
    const paths = new Set(operations.map((o) => o.path)).size;
    console.log(
      `\n${operations.length} operations on ${paths} paths: ${operations.length - designed} from the source spec, ${designed} designed (x-designed: true).`,
    );
  }
}
