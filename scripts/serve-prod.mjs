#!/usr/bin/env node
// `npm run preview` and the e2e app server: serves the production build (apps/web/dist) the way a real
// host must, so the app is always tried under its Content-Security-Policy.
//
//   PORT=4173                  port on 127.0.0.1
//   API_BASE=https://api…      written into /config.json (runtime config) and allowed in connect-src
//   REQUEST_TIMEOUT_MS=120000  optional: written into /config.json (the client's per-call deadline)
//   DEMO_ACCOUNTS=true|false   optional: show the demo-account buttons on the login pages
//   RECAPTCHA_SITE_KEY=…       optional: real reCAPTCHA (adds Google's reCAPTCHA hosts to the CSP)
//   DIST=apps/web/dist         optional: another build folder
//   CSP_REPORT_FILE=<file>     optional: every CSP violation report is appended there (the e2e run
//                              fails when the file is not empty); they are always printed to stderr
//   --print-csp                print the Content-Security-Policy for this build and exit
//
// Routes: /config.json (generated), /__csp-report (POST, violation reports), /assets/* (immutable,
// hashed), other existing files as they are, and any other GET path → index.html (SPA fallback).
// Files the build precompressed (<file>.br, <file>.gz) are sent instead when Accept-Encoding allows.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const dist = resolve(root, process.env.DIST ?? 'apps/web/dist');
const port = Number(process.env.PORT ?? 4173);
const reportFile = process.env.CSP_REPORT_FILE ? resolve(root, process.env.CSP_REPORT_FILE) : null;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The origin of a URL ('' when not a valid absolute http(s) URL: the app then calls its own origin). */
function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

function runtimeConfig() {
  const file = join(dist, 'config.json');
  const base = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const env = process.env;
  const config = { ...base };
  if (env.API_BASE !== undefined) config.apiBase = env.API_BASE.replace(/\/+$/, '');
  if (env.REQUEST_TIMEOUT_MS) config.requestTimeoutMs = Number(env.REQUEST_TIMEOUT_MS);
  if (env.DEMO_ACCOUNTS) config.demoAccounts = env.DEMO_ACCOUNTS === 'true';
  if (env.RECAPTCHA_SITE_KEY !== undefined) config.recaptchaSiteKey = env.RECAPTCHA_SITE_KEY || null;
  return config;
}

/**
 * The inline <style> texts the bundled react-aria injects at run time (today one: `overscroll-behavior:
 * contain` while a modal is open on iOS), allowed by their sha256 hash and by nothing broader. Found
 * in the build itself, so an upgrade that changes the text keeps working; a new, unknown injection is
 * still blocked and reported. (usePress's <style> is pre-empted by a same-origin stylesheet in
 * index.html instead.)
 */
function injectedStyleHashes() {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return [];
  const hashes = new Set();
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(join(assets, name), 'utf8');
    for (const match of code.matchAll(/`(\s*@layer \{[^`$]*\})\s*`/g)) {
      const text = match[1].trim();
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy. Kept in one place; docs/SECURITY.md explains each directive and gives an nginx copy. */
function contentSecurityPolicy({ apiBase, recaptcha, styleHashes }) {
  const api = originOf(apiBase);
  const google = recaptcha ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    `style-src 'self'${styleHashes.map((hash) => ` ${hash}`).join('')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    ...(recaptcha
      ? ['frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/']
      : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    'report-uri /__csp-report',
  ].join('; ');
}

const config = runtimeConfig();
const configBody = JSON.stringify(config, null, 2);
const csp = contentSecurityPolicy({
  apiBase: config.apiBase ?? '',
  recaptcha: Boolean(config.recaptchaSiteKey),
  styleHashes: injectedStyleHashes(),
});

const SECURITY_HEADERS = {
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function send(res, status, headers, body) {
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers });
  res.end(body);
}

/** The codings the client accepts (q > 0), from an Accept-Encoding header. */
function acceptedCodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Sends a file of the build, precompressed when the build wrote a .br/.gz copy the client accepts
 * (brotli first: about a fifth smaller than gzip for the bundles).
 */
function sendFile(req, res, file, headers) {
  const accepted = acceptedCodings(req.headers['accept-encoding']);
  const variants = [
    ['br', `${file}.br`],
    ['gzip', `${file}.gz`],
  ].filter(([, path]) => existsSync(path));
  const [coding, path] = variants.find(([name]) => accepted.has(name)) ?? [null, file];
  const body = readFileSync(path);
  return send(
    res,
    200,
    {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(body.length),
      ...(variants.length ? { Vary: 'Accept-Encoding' } : {}),
      ...(coding ? { 'Content-Encoding': coding } : {}),
      ...headers,
    },
    req.method === 'HEAD' ? undefined : body,
  );
}

function recordReport(req, res) {
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= 64 * 1024) chunks.push(chunk);
  });
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    let line = text;
    try {
      const report = JSON.parse(text)['csp-report'] ?? JSON.parse(text);
      line = JSON.stringify({
        violated: report['violated-directive'] ?? report['effective-directive'],
        blocked: report['blocked-uri'],
        page: report['document-uri'],
        source: report['source-file'],
        line: report['line-number'],
        sample: report['script-sample'],
      });
    } catch {
      // keep the raw text
    }
    console.error(`[serve-prod] CSP violation ${line}`);
    if (reportFile) appendFileSync(reportFile, `${line}\n`);
    send(res, 204, {}, undefined);
  });
}

// `node scripts/serve-prod.mjs --print-csp`: prints the policy this build needs (e.g. for nginx) and exits.
if (process.argv.includes('--print-csp')) {
  console.log(csp);
  process.exit(0);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'POST' && url.pathname === '/__csp-report') return recordReport(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(
      res,
      405,
      { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      'Method not allowed',
    );
  }
  if (url.pathname === '/config.json') {
    return send(res, 200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' }, configBody);
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return send(res, 400, { 'Content-Type': TYPES['.txt'] }, 'Bad request');
  }
  const file = normalize(join(dist, pathname));
  if (file !== dist && !file.startsWith(dist + sep))
    return send(res, 403, { 'Content-Type': TYPES['.txt'] }, 'Forbidden');
  // Source maps stay private (the build writes them for error tools, the server never publishes them).
  if (extname(file) === '.map') return send(res, 404, { 'Content-Type': TYPES['.txt'] }, 'Not found');
  if (existsSync(file) && statSync(file).isFile()) {
    const immutable = pathname.startsWith('/assets/');
    return sendFile(req, res, file, {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  // A missing hashed asset or file with an extension is a real 404, not the app.
  if (pathname.startsWith('/assets/') || extname(pathname)) {
    return send(res, 404, { 'Content-Type': TYPES['.txt'] }, 'Not found');
  }
  const index = join(dist, 'index.html');
  if (!existsSync(index))
    return send(res, 500, { 'Content-Type': TYPES['.txt'] }, `No build in ${dist}: run npm run build`);
  return sendFile(req, res, index, { 'Cache-Control': 'no-cache' });
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `• Balance (production build from ${dist}) on http://127.0.0.1:${port}/ → API ${config.apiBase ?? '(own origin)'}`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
