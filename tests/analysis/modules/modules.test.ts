import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as espree from 'espree';
import { afterAll, describe, expect, it } from 'vitest';
import { exportMapOf, ProjectImports, ProjectModule, projectSpecifiersOf, resolveSpecifier, sourceTypeOf, typeOnlyLoads } from '../../../src/analysis/modules/index.js';

const root = mkdtempSync(join(tmpdir(), 'mcp-state-modules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text = 'export const x = 1;\n'): string {
  const absolute = join(root, path);
  mkdirSync(join(absolute, '..'), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

const importer = write('src/main.ts', '');
write('package.json', JSON.stringify({ name: 'p', imports: { '#lib/*': './src/lib/*.js', '#config': { types: './x.d.ts', node: './src/config.js', default: './nowhere.js' } } }));
write('src/lib/state.ts');
write('src/lib/legacy.cjs');
write('src/lib/esm.mts');
write('src/lib/folder/index.js');
write('src/config.js');
write('src/types.d.ts');
write('node_modules/pkg/index.js');
write('src/node_modules/inner/index.js');

describe('resolveSpecifier', () => {
  it.each([
    ['./lib/state.js', 'src/lib/state.ts'],
    ['./lib/state', 'src/lib/state.ts'],
    ['./lib/legacy.cjs', 'src/lib/legacy.cjs'],
    ['./lib/esm.mjs', 'src/lib/esm.mts'],
    ['./lib/folder', 'src/lib/folder/index.js'],
    ['../src/config.js', 'src/config.js'],
    ['#lib/state', 'src/lib/state.ts'],
    ['#config', 'src/config.js'],
  ])('%s → %s', (specifier, expected) => {
    expect(resolveSpecifier(importer, specifier)).toBe(join(root, expected));
  });

  it('takes x.js before the x.ts beside it from JavaScript, as Node does, and x.ts from TypeScript', () => {
    write('both/x.js');
    write('both/x.ts');
    expect(resolveSpecifier(join(root, 'both/main.js'), './x')).toBe(join(root, 'both/x.js'));
    expect(resolveSpecifier(join(root, 'both/main.cjs'), './x')).toBe(join(root, 'both/x.js'));
    expect(resolveSpecifier(join(root, 'both/main.ts'), './x')).toBe(join(root, 'both/x.ts'));
    expect(resolveSpecifier(join(root, 'both/main.js'), './x.js')).toBe(join(root, 'both/x.js'));
  });

  it.each(['./missing.js', './types', 'pkg', '../node_modules/pkg/index.js', './node_modules/inner/index.js', '#nowhere', 'node:crypto'])(
    '%s is not a project module',
    (specifier) => {
      expect(resolveSpecifier(importer, specifier)).toBeUndefined();
    },
  );
});

describe('sourceTypeOf', () => {
  it('takes the extension, else the nearest package.json type', () => {
    write('esm/package.json', JSON.stringify({ type: 'module' }));
    expect(sourceTypeOf(write('esm/a.js'))).toBe('module');
    expect(sourceTypeOf(write('src/b.js'))).toBe('commonjs');
    expect(sourceTypeOf(join(root, 'esm/c.cjs'))).toBe('commonjs');
    expect(sourceTypeOf(join(root, 'src/d.ts'))).toBe('module');
  });
});

describe('exportMapOf', () => {
  const parser = { parser: espree, parserOptions: {} };
  const mapOf = (path: string, text: string) => {
    write(`src/${path}`, text);
    const imports = new ProjectImports(importer, parser, undefined);
    return exportMapOf(imports.sourceCodeOf(imports.module(`./${path}`)!)!);
  };

  it('reads ES exports and re-exports', () => {
    const map = mapOf(
      'esm-exports.mjs',
      "export function f() {}\nexport const a = 1, b = 2;\nexport default () => 1;\nexport { x as y } from './o.js';\nexport * from './p.js';\nexport * as ns from './q.js';\nconst c = 3;\nexport { c as d };\n",
    );
    expect([...map.named.keys()].sort()).toEqual(['a', 'b', 'd', 'default', 'f', 'ns', 'y']);
    expect(map.named.get('y')).toEqual({ kind: 'reexport', specifier: './o.js', name: 'x' });
    expect(map.named.get('ns')).toEqual({ kind: 'reexport', specifier: './q.js', name: undefined });
    expect(map.stars).toEqual(['./p.js']);
    expect(map.isEsModule).toBe(true);
  });

  it('reads CommonJS exports, and forgets a name assigned twice', () => {
    const map = mapOf('cjs-exports.cjs', "module.exports = { a: 1 };\nmodule.exports.b = 2;\nexports.c = 3;\nexports.d = 4;\nexports.d = 5;\n");
    expect([...map.named.keys()].sort()).toEqual(['b', 'c']);
    expect(map.whole?.type).toBe('ObjectExpression');
    expect(map.isEsModule).toBe(false);
  });

  it('reads what TypeScript emits for CommonJS: void 0 declares, chains export the value under each name', () => {
    const map = mapOf('emitted.cjs', "exports.b = exports.a = void 0;\nexports.a = function a() {};\nexports.b = exports.c = 1;\n");
    expect([...map.named.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(map.named.get('a')).toMatchObject({ kind: 'local', node: { type: 'FunctionExpression' } });
  });
});

describe('projectSpecifiersOf', () => {
  const moduleOf = (text: string) => new ProjectModule({ path: join(root, 'src/any.ts'), mtimeMs: 0, size: text.length, text });

  it('leaves out what only type-only statements name: nothing is loaded from there when the module runs', () => {
    const text = [
      "import type { Order } from './types/order.js';",
      "import type * as Api from './types/api.js';",
      "export type { Invoice } from './types/invoice.js';",
      "export type * from './types/all.js';",
      "import type Default from './types/default.js';",
      "import { type Shared, load } from './shared.js';",
      "import type { Both } from './both.js';",
      "import { both } from './both.js';",
      "const helper = require('./helper.cjs');",
      "export * from './values.js';",
    ].join('\n');
    expect(typeOnlyLoads(text)).toEqual(['./types/order.js', './types/api.js', './types/invoice.js', './types/all.js', './types/default.js', './both.js']);
    // `import { type Shared, load }` loads `load`; './both.js' is imported for a value too
    expect(projectSpecifiersOf(moduleOf(text))).toEqual(['./shared.js', './both.js', './helper.cjs', './values.js']);
  });
});
