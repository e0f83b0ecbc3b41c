// Resolution as Node and TypeScript do it, without a TypeScript program: tsconfig paths, baseUrl, extends and
// references; package exports and imports; workspace packages by name; build outputs read from their sources. Each
// fixture under ./fixtures is a small project on disk; every answer is an exact file, or undefined (silence).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearModuleCache, FRESHNESS_MS, resolveSpecifier } from '../../../src/analysis/modules/index.js';
import { parseLenientJson } from '../../../src/analysis/modules/json-file.js';
import { pnpmWorkspaceGlobs } from '../../../src/analysis/modules/workspaces.js';

const FIXTURES = fileURLToPath(new URL('fixtures/', import.meta.url));
const at = (path: string) => join(FIXTURES, path);

beforeEach(() => clearModuleCache());

type Case = [importer: string, specifier: string, expected: string | undefined];

function expectCases(cases: Case[]): void {
  for (const [importer, specifier, expected] of cases) {
    expect({ importer, specifier, resolved: resolveSpecifier(at(importer), specifier) }).toEqual({
      importer,
      specifier,
      resolved: expected === undefined ? undefined : at(expected),
    });
  }
}

describe('tsconfig paths', () => {
  it('maps a pattern, an exact key, the longest prefix and the first target that exists; relative to the tsconfig without baseUrl', () => {
    expectCases([
      ['paths-alias/src/server.ts', '@lib/state', 'paths-alias/src/lib/state.ts'],
      ['paths-alias/src/server.ts', '@lib/state.js', 'paths-alias/src/lib/state.ts'],
      ['paths-alias/src/server.ts', '@lib/deep/codec', 'paths-alias/src/nested/codec.ts'],
      ['paths-alias/src/server.ts', '@settings', 'paths-alias/src/settings/index.ts'],
      ['paths-alias/src/server.ts', '@pick/token.js', 'paths-alias/src/present/token.js'],
      ['paths-alias/src/server.ts', '@lib/missing', undefined],
      ['paths-alias/src/server.ts', '@settings/other', undefined],
    ]);
  });

  it('applies only to files the tsconfig includes', () => {
    expectCases([['paths-alias/scripts/outside.ts', '@lib/state', undefined]]);
  });

  it('resolves from baseUrl, and paths relative to it', () => {
    expectCases([
      ['base-url/src/app/main.ts', 'helpers/sign', 'base-url/src/helpers/sign.ts'],
      ['base-url/src/app/main.ts', '~/helpers/sign.js', 'base-url/src/helpers/sign.ts'],
      ['base-url/src/app/main.ts', 'helpers/absent', undefined],
      // a built-in module is never a project file, whatever baseUrl holds
      ['base-url/src/app/main.ts', 'crypto', undefined],
    ]);
  });
});

describe('jsconfig.json', () => {
  it('plays tsconfig.json’s part where there is none, and gives way to it where both are', () => {
    expectCases([
      ['jsconfig/web/main.js', '@app/session', 'jsconfig/app/session.js'],
      ['jsconfig/both/main.js', '@app/session', 'jsconfig/both/local/session.js'],
    ]);
  });
});

describe('tsconfig extends', () => {
  it('merges an array of bases (a file without .json, a package in node_modules), the later winning, with ${configDir}', () => {
    expectCases([
      // paths from the package config, ${configDir} being the extending tsconfig's folder
      ['extends-chain/src/index.ts', '@shared/seal', 'extends-chain/src/shared/seal.ts'],
      // baseUrl from configs/root.json, two levels down, relative to that file
      ['extends-chain/src/index.ts', 'tools', 'extends-chain/src/tools.ts'],
      // configs/base.json's paths are replaced as a whole by the later base's
      ['extends-chain/src/index.ts', '@old/tools', undefined],
      // include: ["${configDir}/src"] from the package leaves test/ out
      ['extends-chain/test/outside.ts', 'tools', undefined],
    ]);
  });

  it('cuts a cycle of extends and keeps what the chain says', () => {
    expectCases([
      ['extends-cycle/src/main.ts', '@c/helper', 'extends-cycle/src/helper.ts'],
      ['extends-cycle/src/main.ts', 'helper', 'extends-cycle/src/helper.ts'],
    ]);
  });
});

describe('tsconfig references', () => {
  it('resolves a file of a referenced project with that project’s own tsconfig', () => {
    expectCases([
      ['references/src/main.ts', '@/state', 'references/src/state.ts'],
      ['references/tools/build.ts', '@/state', 'references/tools/shared/state.ts'],
      // no project of the solution includes it
      ['references/loose.ts', '@/state', undefined],
    ]);
  });
});

describe('a broken tsconfig', () => {
  it('is silence, and relative specifiers still resolve', () => {
    expectCases([
      ['broken-tsconfig/src/main.ts', '@lib/state', undefined],
      ['broken-tsconfig/src/main.ts', './lib/state.js', 'broken-tsconfig/src/lib/state.ts'],
      ['broken-tsconfig/odd/src/main.ts', 'main', undefined],
      ['broken-tsconfig/odd/src/main.ts', './main.js', 'broken-tsconfig/odd/src/main.ts'],
    ]);
  });
});

describe('package exports', () => {
  it('chooses import or require by the importer, and node, default and arrays of fallbacks', () => {
    expectCases([
      ['exports/apps/server/index.js', '@fx/kit', 'exports/packages/kit/esm/index.mjs'],
      ['exports/apps/server/legacy.cjs', '@fx/kit', 'exports/packages/kit/cjs/index.cjs'],
      ['exports/apps/server/index.js', '@fx/kit/runtime', 'exports/packages/kit/lib/node.mjs'],
      ['exports/apps/server/legacy.cjs', '@fx/kit/runtime', 'exports/packages/kit/lib/node.cjs'],
      ['exports/apps/server/index.js', '@fx/kit/fallbacks', 'exports/packages/kit/lib/browser.js'],
      // conditions without subpaths: the sugar for "."
      ['exports/apps/server/index.js', 'sugar', 'exports/packages/sugar/main.mjs'],
      ['exports/apps/server/legacy.cjs', 'sugar', 'exports/packages/sugar/main.cjs'],
    ]);
  });

  it('matches subpath patterns, keeps null subpaths and unexported files private, and lets a package import itself', () => {
    expectCases([
      ['exports/apps/server/index.js', '@fx/kit/features/audit', 'exports/packages/kit/lib/features/audit.js'],
      ['exports/apps/server/index.js', '@fx/kit/features/internal/secret', undefined],
      ['exports/apps/server/index.js', '@fx/kit/lib/browser.js', undefined],
      ['exports/apps/server/index.js', '@fx/kit/package.json', undefined],
      ['exports/apps/server/index.js', 'server/tools/search', 'exports/apps/server/tools/search.js'],
    ]);
  });
});

describe('package imports', () => {
  it('resolves # specifiers by condition and pattern; null, third-party and outside targets are silence', () => {
    expectCases([
      ['imports/src/main.mts', '#state', 'imports/src/state.mjs'],
      ['imports/src/main.cts', '#state', 'imports/src/state.cjs'],
      ['imports/src/main.mts', '#lib/codec', 'imports/src/lib/codec.ts'],
      ['imports/src/main.mts', '#lib/private/key', undefined],
      ['imports/src/main.mts', '#dep', undefined],
      ['imports/src/main.mts', '#outside', undefined],
      ['imports/src/main.mts', '#nowhere', undefined],
    ]);
  });
});

describe('workspace packages by name', () => {
  it('follows a node_modules symlink that points back into the repository, to the real path', () => {
    expectCases([
      ['workspace-symlink/apps/server/main.js', '@ws/state', 'workspace-symlink/packages/state/src/index.js'],
      ['workspace-symlink/apps/server/main.js', '@ws/state/src/codec.js', 'workspace-symlink/packages/state/src/codec.js'],
    ]);
  });

  it('never reads a package whose real path is inside node_modules (installed, or a pnpm store link)', () => {
    expectCases([
      ['workspace-symlink/apps/server/main.js', 'real-lib', undefined],
      ['workspace-symlink/apps/server/main.js', 'store-lib', undefined],
      ['imports/src/main.mts', 'third-party', undefined],
    ]);
  });

  it('finds packages the root package.json workspaces list (negations too) and pnpm-workspace.yaml lists', () => {
    expectCases([
      ['workspace-list/apps/server/index.ts', '@list/crypto', 'workspace-list/libs/crypto/index.ts'],
      ['workspace-list/apps/server/index.ts', '@list/crypto/hmac.js', 'workspace-list/libs/crypto/hmac.ts'],
      ['workspace-list/apps/server/index.ts', '@list/cli', 'workspace-list/tools/cli/main.js'],
      ['workspace-list/apps/server/index.ts', '@list/ignored', undefined],
      ['workspace-list/apps/server/index.ts', '@list/absent', undefined],
      ['workspace-pnpm/apps/web/main.js', '@pn/signer', 'workspace-pnpm/packages/group/signer/signer.js'],
    ]);
  });
});

describe('build outputs that do not exist', () => {
  it('are read from their sources when the layout is clear (outDir → rootDir, src beside dist), else silence', () => {
    expectCases([
      ['dist-to-src/apps/api/main.ts', '@d/outdir', 'dist-to-src/packages/outdir/lib/index.ts'],
      ['dist-to-src/apps/api/main.ts', '@d/beside', 'dist-to-src/packages/beside/src/index.ts'],
      ['dist-to-src/apps/api/main.ts', '@d/beside/dist/util.js', 'dist-to-src/packages/beside/src/util.ts'],
      ['dist-to-src/apps/api/main.ts', '@d/typed', 'dist-to-src/packages/typed/src/index.mts'],
      ['dist-to-src/apps/api/main.ts', '@d/unclear', undefined],
    ]);
  });
});

describe('parseLenientJson', () => {
  it('reads comments and trailing commas as TypeScript does, and keeps strings as written', () => {
    expect(parseLenientJson('\uFEFF{ // a\n "a": [1, 2,], /* b */ "b": { "c": "x//y, }", }, }')).toEqual({ a: [1, 2], b: { c: 'x//y, }' } });
    expect(parseLenientJson('{ "a": "\\"/*", "b": 1 /* , */ , }')).toEqual({ a: '"/*', b: 1 });
  });

  it('gives undefined for what does not parse', () => {
    expect(parseLenientJson('{ "a": ')).toBeUndefined();
    expect(parseLenientJson('{ /* open')).toBeUndefined();
    expect(parseLenientJson('')).toBeUndefined();
  });
});

describe('pnpmWorkspaceGlobs', () => {
  it('reads the packages list in block and flow style, and nothing else', () => {
    expect(pnpmWorkspaceGlobs("packages:\n  - 'a/*'\n  - \"b\" # comment\n  - c/**\ncatalog:\n  - not-this\n")).toEqual(['a/*', 'b', 'c/**']);
    expect(pnpmWorkspaceGlobs("packages: ['x/*', \"y\"]\n")).toEqual(['x/*', 'y']);
  });
});

describe('configuration that cannot be read', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-state-resolution-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  function write(path: string, text: string): string {
    const absolute = join(root, path);
    mkdirSync(join(absolute, '..'), { recursive: true });
    writeFileSync(absolute, text);
    return absolute;
  }

  it('a tsconfig that is a folder, a symlink loop or too large, a package.json that loops: silence, no throw', () => {
    write('folder/tsconfig.json/x', '');
    const inFolder = write('folder/src/main.ts', '');
    write('folder/src/helper.ts', 'export {};');
    mkdirSync(join(root, 'loop/src'), { recursive: true });
    symlinkSync('tsconfig.json', join(root, 'loop/tsconfig.json'));
    symlinkSync('package.json', join(root, 'loop/package.json'));
    const inLoop = write('loop/src/main.ts', '');
    write('huge/tsconfig.json', `{ "compilerOptions": { "paths": { "@x/*": ["src/*"] } }, "padding": "${'x'.repeat(600 * 1024)}" }`);
    write('huge/src/helper.ts', 'export {};');
    const inHuge = write('huge/src/main.ts', '');
    expect(resolveSpecifier(inFolder, './helper.js')).toBe(join(root, 'folder/src/helper.ts'));
    expect(resolveSpecifier(inFolder, 'helper')).toBeUndefined();
    expect(resolveSpecifier(inLoop, '#x')).toBeUndefined();
    expect(resolveSpecifier(inLoop, 'anything')).toBeUndefined();
    expect(resolveSpecifier(inHuge, '@x/helper')).toBeUndefined();
  });

  it('a chain of extends too long is cut without a hang; the config itself still counts', () => {
    for (let index = 0; index < 40; index += 1) write(`long/c${index}.json`, JSON.stringify({ extends: `./c${index + 1}.json` }));
    write('long/c40.json', JSON.stringify({ compilerOptions: { baseUrl: 'deep' } }));
    write('long/tsconfig.json', JSON.stringify({ extends: './c0.json', compilerOptions: { paths: { '@l/*': ['src/*'] } } }));
    write('long/src/helper.ts', 'export {};');
    write('long/deep/only.ts', 'export {};');
    const importer = write('long/src/main.ts', '');
    expect(resolveSpecifier(importer, '@l/helper')).toBe(join(root, 'long/src/helper.ts'));
    expect(resolveSpecifier(importer, 'only')).toBeUndefined();
  });

  it('a linked workspace package whose package.json does not parse is read as having none (its index)', () => {
    write('broken-manifest/packages/kit/package.json', '{ "name": "kit", ');
    write('broken-manifest/packages/kit/index.js', 'export {};');
    mkdirSync(join(root, 'broken-manifest/node_modules'), { recursive: true });
    symlinkSync('../packages/kit', join(root, 'broken-manifest/node_modules/kit'));
    const importer = write('broken-manifest/app/main.js', '');
    expect(resolveSpecifier(importer, 'kit')).toBe(join(root, 'broken-manifest/packages/kit/index.js'));
  });

  it('a tsconfig edited in a long-lived process is seen once its answers are stale', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    write('edited/tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@e/*': ['one/*'] } } }));
    write('edited/one/helper.ts', 'export {};');
    write('edited/two/helper.ts', 'export {};');
    const importer = write('edited/main.ts', '');
    expect(resolveSpecifier(importer, '@e/helper')).toBe(join(root, 'edited/one/helper.ts'));
    write('edited/tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@e/*': ['two/*'] } } }));
    expect(resolveSpecifier(importer, '@e/helper')).toBe(join(root, 'edited/one/helper.ts'));
    vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
    expect(resolveSpecifier(importer, '@e/helper')).toBe(join(root, 'edited/two/helper.ts'));
  });
});

describe('a `.js` specifier beside its TypeScript source', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-state-source-first-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, text] of [
    ['sign.ts', 'export const sign = 1;\n'],
    ['sign.js', 'export const sign = 1;\n'],
    ['plain.js', 'export const plain = 1;\n'],
  ] as const) {
    writeFileSync(join(root, path), text);
  }

  it('names the source from TypeScript, as TypeScript takes it, and the file as written from JavaScript', () => {
    expect(resolveSpecifier(join(root, 'server.ts'), './sign.js')).toBe(join(root, 'sign.ts'));
    expect(resolveSpecifier(join(root, 'server.js'), './sign.js')).toBe(join(root, 'sign.js'));
    // no source beside it: the JavaScript file, from either
    expect(resolveSpecifier(join(root, 'server.ts'), './plain.js')).toBe(join(root, 'plain.js'));
    expect(resolveSpecifier(join(root, 'server.js'), './plain.js')).toBe(join(root, 'plain.js'));
  });
});
