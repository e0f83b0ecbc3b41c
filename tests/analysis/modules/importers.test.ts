// Which modules of a package load a module (modules/importers.ts), what each does with one of its exports
// (scope/imported-calls.ts), and that findings made with them do not depend on the order files are linted in.
import { readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Linter } from 'eslint';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import plugin from '../../../src/index.js';
import { clearModuleCache, importersOf, MAX_PACKAGE_FILES, ProjectImports } from '../../../src/analysis/modules/index.js';
import { usesOfImport, type ExportName } from '../../../src/analysis/scope/imported-calls.js';
import { configFor, temporaryProject } from './project-lint.js';

function importsFor(root: string, file: string): ProjectImports {
  return new ProjectImports(join(root, file), { parser: espree, parserOptions: {} }, undefined);
}

function importerPaths(root: string, file: string): string[] | undefined {
  clearModuleCache();
  return importersOf(importsFor(root, file), join(root, file))?.map((importer) => `${relative(root, importer.module.path)} ${importer.specifiers.join(' ')}`);
}

describe('the modules that load a module', () => {
  const { root, write } = temporaryProject('mcp-state-importers-');
  write('package.json', JSON.stringify({ name: 'app', private: true, main: 'src/index.js' }));
  write('src/lib/codec.js', 'export function makeCodec() { return {}; }\n');
  write('src/lib/index.js', "export * from './codec.js';\n");
  write('src/server.js', "import { makeCodec } from './lib/index.js';\nexport const codec = makeCodec();\n");
  write('src/tools/a.js', "const { makeCodec } = require('../lib/codec');\nmodule.exports = makeCodec;\n");
  write('src/tools/b.js', "import './unrelated.js';\nexport const codecName = 'codec';\n");
  write('src/index.js', "export { makeCodec } from './lib/codec.js';\n");
  write('.work-fixture/c.js', "import { makeCodec } from '../src/lib/codec.js';\nmakeCodec();\n");
  write('.git/d.js', "import { makeCodec } from '../src/lib/codec.js';\n");
  write('node_modules/pkg/e.js', "import { makeCodec } from '../../src/lib/codec.js';\n");
  write('examples/nested/package.json', '{ "name": "nested" }');
  write('examples/nested/f.js', "import { makeCodec } from '../../src/lib/codec.js';\n");

  it('are those whose specifiers resolve to it: imports, requires and re-exports, in a hidden folder of the project too', () => {
    expect(importerPaths(root, 'src/lib/codec.js')).toEqual([
      '.work-fixture/c.js ../src/lib/codec.js',
      'src/index.js ./lib/codec.js',
      'src/lib/index.js ./codec.js',
      'src/tools/a.js ../lib/codec',
    ]);
  });

  it('are found when the project is reached through a symlink', () => {
    const link = `${root}-link`;
    symlinkSync(root, link);
    try {
      clearModuleCache();
      const found = importersOf(importsFor(link, 'src/lib/index.js'), join(link, 'src/lib/index.js'))?.map((importer) => relative(realpathSync(root), importer.module.path));
      expect(found).toEqual(['src/server.js']);
    } finally {
      rmSync(link);
    }
  });

  it('are found for an index module by its folder name', () => {
    expect(importerPaths(root, 'src/lib/index.js')).toEqual(['src/server.js ./lib/index.js']);
  });

  it('are unknown for the package entry, which code outside the package loads', () => {
    expect(importerPaths(root, 'src/index.js')).toBeUndefined();
  });

  it(`are unknown in a package of more than ${MAX_PACKAGE_FILES} source files`, () => {
    const big = temporaryProject('mcp-state-importers-big-');
    big.write('package.json', '{ "name": "big" }');
    big.write('src/target.js', 'export const x = 1;\n');
    for (let index = 0; index < MAX_PACKAGE_FILES; index += 1) big.write(`src/many/m${index}.js`, '\n');
    expect(importerPaths(big.root, 'src/target.js')).toBeUndefined();
  });
});

describe('what an importer does with an export', () => {
  const linter = new Linter({ configType: 'flat' });
  function uses(text: string, name: string | undefined, isEsModule: boolean) {
    let found: ReturnType<typeof usesOfImport>;
    linter.verify(text, [
      {
        languageOptions: { sourceType: 'module' },
        plugins: { probe: { rules: { uses: { create: (context) => ({ 'Program:exit': () => void (found = usesOfImport(context.sourceCode as never, new Set(['./codec.js']), { name, isEsModule })) }) } } } },
        rules: { 'probe/uses': 'error' },
      },
    ]);
    return found && { calls: found.calls.map((call) => call.loc.start.line), reexportedAs: found.reexportedAs };
  }

  it('collects the calls of a named import, a namespace member, a destructured and a whole require', () => {
    expect(uses("import { makeCodec as make } from './codec.js';\nmake(1);\nmake(2);\n", 'makeCodec', true)).toEqual({ calls: [2, 3], reexportedAs: [] });
    expect(uses("import * as codecs from './codec.js';\ncodecs.makeCodec(1);\ncodecs.other();\n", 'makeCodec', true)).toEqual({ calls: [2], reexportedAs: [] });
    expect(uses("const { makeCodec } = require('./codec.js');\nmakeCodec();\n", 'makeCodec', false)).toEqual({ calls: [2], reexportedAs: [] });
    expect(uses("const register = require('./codec.js');\nregister(server, deps);\n", undefined, false)).toEqual({ calls: [2], reexportedAs: [] });
    expect(uses("new (require('./codec.js').Vault)(key);\nrequire('./codec.js').makeCodec(1);\n", 'makeCodec', false)).toEqual({ calls: [2], reexportedAs: [] });
  });

  it('follows re-exports under their new names', () => {
    expect(uses("export { makeCodec as createCodec } from './codec.js';\n", 'makeCodec', true)).toEqual({ calls: [], reexportedAs: ['createCodec'] });
    expect(uses("export * from './codec.js';\n", 'makeCodec', true)).toEqual({ calls: [], reexportedAs: ['makeCodec'] });
    expect(uses("module.exports = require('./codec.js');\n", undefined, false)).toEqual({ calls: [], reexportedAs: [undefined] });
  });

  it('follows a registry of modules and the calls a dispatcher makes through it', () => {
    const usesAs = (text: string, target: ExportName) => {
      let found: ReturnType<typeof usesOfImport>;
      linter.verify(text, [
        {
          languageOptions: { sourceType: 'commonjs' },
          plugins: { probe: { rules: { uses: { create: (context) => ({ 'Program:exit': () => void (found = usesOfImport(context.sourceCode as never, new Set(['./codec.js']), target)) }) } } } },
          rules: { 'probe/uses': 'error' },
        },
      ]);
      return found && { calls: found.calls.map((call) => call.loc.start.line), handedOnAs: found.handedOnAs };
    };
    const entries = (text: string) => usesAs(text, { name: 'handle', isEsModule: false })?.handedOnAs;
    expect(entries("const registry = module.exports = {};\nregistry.plan_trip = require('./codec.js');\n")).toEqual([{ name: 'plan_trip', isEsModule: false, member: 'handle' }]);
    expect(entries("module.exports = { plan_trip: require('./codec.js') };\n")).toEqual([{ name: 'plan_trip', isEsModule: false, member: 'handle' }]);
    expect(entries("const other = {};\nother.plan_trip = require('./codec.js');\n")).toBeUndefined();
    // a dispatcher: the registry's keys read, one member looked up by name, tested, and its `handle` called
    const dispatch = [
      "const tools = require('./codec.js');",
      'const names = Object.keys(tools);',
      'const tool = Object.prototype.hasOwnProperty.call(tools, name) ? tools[name] : undefined;',
      'if (!tool) throw new Error(name);',
      'tool.handle(args, ctx);',
      'tools[name].definition;',
    ].join('\n');
    const entry: ExportName = { name: 'plan_trip', isEsModule: false, member: 'handle' };
    expect(usesAs(dispatch, entry)).toEqual({ calls: [5], handedOnAs: [] });
    expect(usesAs(`${dispatch}\nmount(tools);`, entry)).toBeUndefined();
  });

  it("takes a subclass that keeps its base's constructor as constructing the base: its own calls, and its exports", () => {
    const base = (text: string) => uses(text, 'BaseTool', true);
    expect(base("import { BaseTool } from './codec.js';\nclass ReviewTool extends BaseTool {}\nnew ReviewTool(deps);\n")).toEqual({ calls: [3], reexportedAs: [] });
    expect(base("import { BaseTool } from './codec.js';\nexport class ReviewTool extends BaseTool {}\n")).toEqual({ calls: [], reexportedAs: ['ReviewTool'] });
    expect(base("import { BaseTool } from './codec.js';\nexport const ReviewTool = class extends BaseTool {};\n")).toEqual({ calls: [], reexportedAs: ['ReviewTool'] });
    expect(base("import { BaseTool } from './codec.js';\nimport { Audited } from './audit.js';\nexport class IntakeTool extends Audited(BaseTool) {}\n")).toEqual({ calls: [], reexportedAs: ['IntakeTool'] });
    // a constructor handing `super` its parameters as they come keeps the base's; any other does not, so the calls are not the base's
    expect(base("import { BaseTool } from './codec.js';\nclass T extends BaseTool { constructor(deps) { super(deps); this.n = 1; } }\nnew T(d);\n")).toEqual({ calls: [3], reexportedAs: [] });
    expect(base("import { BaseTool } from './codec.js';\nclass T extends BaseTool { constructor(deps) { super({ ...deps, x: 1 }); } }\nnew T(d);\n")).toBeUndefined();
  });

  it('is unknown when the export is used any other way, or the module is loaded dynamically', () => {
    expect(uses("import { makeCodec } from './codec.js';\nconst all = [makeCodec];\n", 'makeCodec', true)).toBeUndefined();
    expect(uses("import * as codecs from './codec.js';\nuse(codecs);\n", 'makeCodec', true)).toBeUndefined();
    expect(uses("const codecs = await import('./codec.js');\n", 'makeCodec', true)).toBeUndefined();
  });
});

describe('findings made with what importers hand in', () => {
  const { root, write } = temporaryProject('mcp-state-importers-order-');
  write('package.json', '{ "name": "reports", "private": true }');
  write(
    'lib/codec.js',
    [
      "const crypto = require('node:crypto');",
      'function createStateCodec({ secret }) {',
      "  const sign = (body) => crypto.createHmac('sha256', secret).update(body).digest('base64url');",
      "  return { seal(payload) { const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url'); return `${body}.${sign(body)}`; } };",
      '}',
      'module.exports = { createStateCodec };',
    ].join('\n'),
  );
  write(
    'tools/export.js',
    [
      'module.exports = function registerExport(server, { codec }) {',
      "  server.tool('export_report', async (args, extra) => ({ resultType: 'input_required', inputRequests: {}, requestState: codec.seal({ tool: 'export_report', user: extra.authInfo.clientId, apiKey: process.env.BILLING_API_KEY }) }));",
      '};',
    ].join('\n'),
  );
  write(
    'server.js',
    [
      "const { createStateCodec } = require('./lib/codec');",
      "const registerExport = require('./tools/export');",
      'registerExport(server, { codec: createStateCodec({ secret: process.env.STATE_SECRET }) });',
    ].join('\n'),
  );
  const files = ['lib/codec.js', 'server.js', 'tools/export.js'].map((file) => join(root, file));
  const rules = plugin.configs.strict.rules as Linter.RulesRecord;

  function lintInOrder(order: readonly string[], keepTrees: boolean): string[] {
    clearModuleCache({ keepLintedTrees: keepTrees });
    const linter = new Linter({ configType: 'flat', cwd: root });
    return order
      .flatMap((file) => linter.verify(readFileSync(file, 'utf8'), configFor(file, rules), { filename: file }).map((message) => `${relative(root, file)}:${message.line}:${message.column} ${message.ruleId}`))
      .sort();
  }

  it('are the same whichever file is linted first, and again with the trees the linter kept', () => {
    const forward = lintInOrder(files, false);
    expect(forward).toEqual(['tools/export.js:2:188 mcp-state/no-secrets-in-state']);
    expect(lintInOrder([...files].reverse(), false)).toEqual(forward);
    expect(lintInOrder(files, true)).toEqual(forward);
    expect(lintInOrder([files[2]!, files[0]!, files[1]!], true)).toEqual(forward);
  });
});
