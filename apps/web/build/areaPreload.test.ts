import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { areaToPreload } from '@balance/domain';
import { areaFiles, areaPreloadScript, type AreaFiles } from './areaPreload';

function chunk(fileName: string, options: Partial<Rolldown.OutputChunk> & { css?: string[] } = {}) {
  const { css = [], ...rest } = options;
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as Rolldown.OutputChunk;
}

const bundle = {
  'assets/core.js': chunk('assets/core.js', {
    isEntry: true,
    imports: ['assets/runtime.js'],
    css: ['assets/core.css'],
  }),
  'assets/runtime.js': chunk('assets/runtime.js'),
  'assets/admin.js': chunk('assets/admin.js', {
    facadeModuleId: '/repo/apps/web/src/areas/admin/routes.tsx',
    imports: ['assets/core.js', 'assets/shared.js'],
    css: ['assets/admin.css'],
  }),
  'assets/agent.js': chunk('assets/agent.js', {
    facadeModuleId: '/repo/apps/web/src/areas/agent/routes.tsx',
    imports: ['assets/shared.js', 'assets/charts.js'],
    css: ['assets/agent.css', 'assets/core.css'],
  }),
  'assets/shared.js': chunk('assets/shared.js', {
    imports: ['assets/runtime.js'],
    css: ['assets/shared.css'],
  }),
  'assets/charts.js': chunk('assets/charts.js'),
} as unknown as Rolldown.OutputBundle;
const html =
  '<script type="module" src="/assets/core.js"></script><link rel="stylesheet" href="/assets/core.css">';

/** Runs the script as the page would, at `pathname`, and returns the links it added. */
function linksAt(files: AreaFiles, pathname: string) {
  const added: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const document = {
    createElement: () => ({}) as (typeof added)[number],
    head: { appendChild: (link: (typeof added)[number]) => added.push({ ...link }) },
  };
  runInNewContext(areaPreloadScript(files), { location: { pathname }, document });
  return added;
}

describe('areaFiles', () => {
  it("lists each area's chunks, itself first, without what the page's own scripts already load", () => {
    expect(areaFiles(bundle, html)).toEqual({
      admin: { js: ['assets/admin.js', 'assets/shared.js'], css: ['assets/admin.css', 'assets/shared.css'] },
      agent: {
        js: ['assets/agent.js', 'assets/shared.js', 'assets/charts.js'],
        css: ['assets/agent.css', 'assets/shared.css'],
      },
    });
  });

  it('fails the build when an area has no chunk', () => {
    const { ['assets/agent.js']: _agent, ...withoutAgent } = bundle;
    expect(() => areaFiles(withoutAgent, html)).toThrow("no chunk for the agent area's routes");
  });
});

describe('areaPreloadScript', () => {
  const files = areaFiles(bundle, html);

  it("preloads a deep link's area: modules as modulepreload, stylesheets as style", () => {
    expect(linksAt(files, '/agent-ez/dashboard')).toEqual([
      { rel: 'modulepreload', href: '/assets/agent.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/shared.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/charts.js', crossOrigin: '' },
      { rel: 'preload', href: '/assets/agent.css', as: 'style', crossOrigin: '' },
      { rel: 'preload', href: '/assets/shared.css', as: 'style', crossOrigin: '' },
    ]);
    expect(linksAt(files, '/main/agents').map((link) => link.href)).toContain('/assets/admin.js');
  });

  it('preloads nothing on a login page', () => {
    expect(linksAt(files, '/auth/admin/login')).toEqual([]);
    expect(linksAt(files, '/auth/agent-ez/login')).toEqual([]);
  });

  it("picks the same area as the app's own rule, for every kind of path", () => {
    const paths = [
      '/',
      '/main',
      '/main/agents',
      '/agent-ez',
      '/agent-ez/reports/closed-deals',
      '/agent-ezra',
      '/auth',
      '/auth/admin/login',
      '/auth/agent-ez/login',
      '/auth/agent-ez/reset-password',
      '/nowhere',
    ];
    for (const path of paths) {
      const links = linksAt(files, path);
      const area = links.length === 0 ? null : links[0]?.href === '/assets/agent.js' ? 'agent' : 'admin';
      expect(area, path).toBe(areaToPreload(path));
    }
  });
});
