// Types of scripts/serve-static.mjs for the TypeScript tests that import it.
import type { Server } from 'node:http';
export function serveStatic(dir: string, port?: number): Promise<{ server: Server; url: string }>;
