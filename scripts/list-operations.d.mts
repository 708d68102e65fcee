// Types of scripts/list-operations.mjs for the TypeScript tests that import it.
export type Operation = { method: string; path: string; operationId: string; designed: boolean };
export const SPEC_FILE: string;
export function listOperations(file?: string): Operation[];
