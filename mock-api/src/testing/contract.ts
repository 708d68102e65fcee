// The OpenAPI contract as test data: every operation with its parameters and documented responses,
// and an ajv (JSON Schema 2020-12, which OpenAPI 3.1 uses) validator over the yaml's own schemas.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const SPEC_FILE = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;

export type Parameter = { name: string; in: 'query' | 'path' | 'header'; required: boolean; schema: Json };

export type DocumentedResponse = {
  status: string;
  /** JSON pointer of the response schema per content type. */
  content: Record<string, string>;
  headers: string[];
};

export type Operation = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  secured: boolean;
  parameters: Parameter[];
  requestBody?: { contentType: string; pointer: string };
  responses: Record<string, DocumentedResponse>;
};

export const spec = parse(readFileSync(SPEC_FILE, 'utf8')) as Json;

const escape = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

function resolveRef(ref: string): { value: Json; pointer: string } {
  const pointer = ref.replace(/^#/, '');
  let node: unknown = spec;
  for (const part of pointer.split('/').slice(1)) {
    node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return { value: node as Json, pointer };
}

function deref(node: Json, pointer: string): { value: Json; pointer: string } {
  const ref = node.$ref;
  return typeof ref === 'string' ? resolveRef(ref) : { value: node, pointer };
}

export const operations: Operation[] = (() => {
  const out: Operation[] = [];
  const paths = spec.paths as Record<string, Json>;
  const globalSecurity = spec.security as unknown[] | undefined;
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as Json[] | undefined) ?? [];
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const base = `/paths/${escape(path)}/${method}`;
      const parameters = [...shared, ...((op.parameters as Json[] | undefined) ?? [])].map((p) => {
        const { value } = deref(p, '');
        const schema = deref((value.schema as Json) ?? {}, '').value;
        return {
          name: String(value.name),
          in: value.in as Parameter['in'],
          required: value.required === true,
          schema,
        };
      });
      const responses: Record<string, DocumentedResponse> = {};
      for (const [status, raw] of Object.entries(op.responses as Record<string, Json>)) {
        const { value, pointer } = deref(raw, `${base}/responses/${status}`);
        const content: Record<string, string> = {};
        for (const type of Object.keys((value.content as Json | undefined) ?? {})) {
          content[type] = `${pointer}/content/${escape(type)}/schema`;
        }
        responses[status] = {
          status,
          content,
          headers: Object.keys((value.headers as Json | undefined) ?? {}),
        };
      }
      let requestBody: Operation['requestBody'];
      if (op.requestBody) {
        const { value, pointer } = deref(op.requestBody as Json, `${base}/requestBody`);
        const type = Object.keys(value.content as Json)[0] ?? 'application/json';
        requestBody = { contentType: type, pointer: `${pointer}/content/${escape(type)}/schema` };
      }
      const security = (op.security as unknown[] | undefined) ?? globalSecurity ?? [];
      out.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as Operation['method'],
        path,
        // `{}` among the requirements makes the token optional (staff may sign a public call).
        secured: security.length > 0 && !security.some((r) => Object.keys(r as Json).length === 0),
        parameters,
        requestBody,
        responses,
      });
    }
  }
  return out;
})();

export function operation(id: string): Operation {
  const op = operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`No operation ${id} in the spec`);
  return op;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
// ajv-formats is CommonJS: its default export is the function in Node, or wraps it under bundlers.
const applyFormats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
applyFormats(ajv);
ajv.addSchema(spec, 'openapi');
const compiled = new Map<string, ValidateFunction>();

export function validator(pointer: string): ValidateFunction {
  let fn = compiled.get(pointer);
  if (!fn) {
    fn = ajv.compile({ $ref: `openapi#${pointer}` });
    compiled.set(pointer, fn);
  }
  return fn;
}

export type Reply = {
  status: number;
  contentType: string;
  headers: Headers;
  body: unknown;
  bytes: Uint8Array;
};

/** Problems of a reply against the contract of its operation (empty when it conforms). */
export function contractProblems(op: Operation, reply: Reply): string[] {
  const documented = op.responses[String(reply.status)];
  if (!documented)
    return [
      `${op.operationId}: status ${reply.status} is not documented (${Object.keys(op.responses).join(', ')})`,
    ];
  const problems: string[] = [];
  const type = reply.contentType.split(';')[0]?.trim() ?? '';
  const pointer = documented.content[type];
  if (!pointer) {
    problems.push(
      `${op.operationId} ${reply.status}: content type '${type}' is not documented (${Object.keys(documented.content).join(', ')})`,
    );
  } else if (type === 'application/json') {
    const validate = validator(pointer);
    if (!validate(reply.body)) {
      problems.push(
        `${op.operationId} ${reply.status}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`,
      );
    }
  } else if (type === 'application/pdf') {
    const head = new TextDecoder().decode(reply.bytes.slice(0, 5));
    if (head !== '%PDF-') problems.push(`${op.operationId} ${reply.status}: not a PDF`);
  }
  if (documented.headers.includes('x-pagination')) {
    const raw = reply.headers.get('x-pagination');
    if (raw === null) problems.push(`${op.operationId} ${reply.status}: x-pagination header missing`);
    else {
      const validate = validator('/components/schemas/Pagination');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = raw;
      }
      if (!validate(parsed))
        problems.push(`${op.operationId}: x-pagination ${ajv.errorsText(validate.errors)}`);
    }
  }
  return problems;
}

/** Validates a request body example or generated body against the operation's request schema. */
export function requestProblems(op: Operation, body: unknown): string[] {
  if (!op.requestBody || op.requestBody.contentType !== 'application/json') return [];
  const validate = validator(op.requestBody.pointer);
  return validate(body) ? [] : [ajv.errorsText(validate.errors)];
}

/** Reads a fetch Response into a Reply. */
export async function readReply(response: Response): Promise<Reply> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = null;
  if (contentType.includes('json')) {
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      body = '<invalid json>';
    }
  }
  return { status: response.status, contentType, headers: response.headers, body, bytes };
}

/** The property names of an operation's JSON request body (following $ref and allOf), for fuzzing. */
export function requestBodyKeys(op: Operation): string[] {
  if (!op.requestBody) return [];
  const keys = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as Json;
    if (typeof n.$ref === 'string') return visit(resolveRef(n.$ref).value);
    for (const part of (n.allOf as unknown[] | undefined) ?? []) visit(part);
    for (const key of Object.keys((n.properties as Json | undefined) ?? {})) keys.add(key);
  };
  visit(resolveRef(`#${op.requestBody.pointer}`).value);
  return [...keys];
}
