// A deep link (a reload, a bookmark, a link in an email) needs its area's chunks before anything shows,
// and the core script only asks for them once it has downloaded and started running: on a phone that is
// a second wait after the first. This build step writes a tiny classic script, loaded `async` from the
// page's <head>, that reads the path and adds `modulepreload` links for that area's chunks (and preloads
// its stylesheets), so they download beside the core script. The login pages preload nothing here.
import { createHash } from 'node:crypto';
// By path, not by package name: Vite bundles the config's relative imports, while a workspace package
// would be loaded by Node as it is (TypeScript).
import { areaToPreload, type Area } from '../../../packages/domain/src/area';
import type { Plugin, Rolldown } from 'vite';

/** Each area's entry module (its lazily imported routes). */
const AREA_MODULES: Record<Area, RegExp> = {
  admin: /[\\/]src[\\/]areas[\\/]admin[\\/]routes\.tsx$/,
  agent: /[\\/]src[\\/]areas[\\/]agent[\\/]routes\.tsx$/,
};

export type AreaFiles = Record<Area, { js: string[]; css: string[] }>;

/**
 * The chunks an area's entry needs, itself first, with their stylesheets; without the files the page
 * already names (`html`: its module scripts and stylesheet) or that those import.
 */
export function areaFiles(bundle: Rolldown.OutputBundle, html: string): AreaFiles {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const markInitial = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    byFile.get(file)?.imports.forEach(markInitial);
  };
  chunks
    .filter((chunk) => chunk.isEntry || html.includes(chunk.fileName))
    .forEach((chunk) => markInitial(chunk.fileName));

  const filesOf = (area: Area) => {
    const entry = chunks.find((chunk) => AREA_MODULES[area].test(chunk.facadeModuleId ?? ''));
    if (!entry) throw new Error(`areaPreload: no chunk for the ${area} area's routes`);
    const js: string[] = [];
    const css: string[] = [];
    const visit = (file: string) => {
      if (initial.has(file) || js.includes(file)) return;
      js.push(file);
      const chunk = byFile.get(file);
      for (const sheet of chunk?.viteMetadata?.importedCss ?? [])
        if (!css.includes(sheet) && !html.includes(sheet)) css.push(sheet);
      chunk?.imports.forEach(visit);
    };
    visit(entry.fileName);
    return { js, css };
  };
  return { admin: filesOf('admin'), agent: filesOf('agent') };
}

/** The preload script: the domain's own `areaToPreload` (its source, as built) picks the area. */
export function areaPreloadScript(files: AreaFiles, base = '/'): string {
  return [
    '(function () {',
    `  var areaToPreload = ${areaToPreload.toString()};`,
    `  var files = ${JSON.stringify(files)};`,
    '  var area = areaToPreload(location.pathname);',
    '  if (!area) return;',
    '  function add(rel, file, as) {',
    "    var link = document.createElement('link');",
    '    link.rel = rel;',
    `    link.href = ${JSON.stringify(base)} + file;`,
    '    if (as) link.as = as;',
    // As Vite's own preload links: a request in another credentials mode would not be reused.
    "    link.crossOrigin = '';",
    '    document.head.appendChild(link);',
    '  }',
    "  files[area].js.forEach(function (file) { add('modulepreload', file); });",
    "  files[area].css.forEach(function (file) { add('preload', file, 'style'); });",
    '})();',
    '',
  ].join('\n');
}

export function areaPreload(): Plugin {
  let base = '/';
  return {
    name: 'balance-area-preload',
    apply: 'build',
    // After Vite's HTML step, so index.html is in the bundle to add the script to.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string')
        throw new Error('areaPreload: index.html is not in the bundle');
      const source = areaPreloadScript(areaFiles(bundle, html.source), base);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/area-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // `async`: it never holds up the parser, and it is a file, so the CSP needs no inline-script hash.
      html.source = html.source.replace(
        '<title>',
        `<script async src="${base}${fileName}"></script>\n    <title>`,
      );
      if (!html.source.includes(fileName)) throw new Error('areaPreload: no <title> in index.html');
    },
  };
}
