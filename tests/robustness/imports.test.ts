// Imports from the same project, read from disk: every way reading another module can fail is silence (no crash, no
// report), a working helper is reported at its use in the importing file, and each module is parsed once per version.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../../src/index.js';
import { FRESHNESS_MS, moduleParseCount, moduleScopeAnalysisCount, VERSION_FRESHNESS_MS } from '../../src/analysis/modules/index.js';
import { oxcTools } from '../../src/analysis/modules/oxc-parse.js';

const root = mkdtempSync(join(tmpdir(), 'mcp-state-imports-'));
const linter = new Linter({ configType: 'flat', cwd: root });
const rules = plugin.configs.all.rules as Linter.RulesRecord;

const SIGNER = [
  "import { createHmac } from 'node:crypto';",
  'export function sign(body) {',
  "  return createHmac('sha256', process.env.HOOK_SECRET).update(body).digest('hex');",
  '}',
].join('\n');

function write(path: string, text: string | Buffer): string {
  const absolute = join(root, path);
  mkdirSync(join(absolute, '..'), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

/** An importer that compares a parameter with `sign(body)` from `specifier`: reported only when `sign` is understood. */
function importer(name: string, specifier: string): string {
  return write(`${name}.js`, [`import { sign } from '${specifier}';`, 'export const check = (given, body) => given !== sign(body);', ''].join('\n'));
}

function lint(file: string, text: string, parser?: Linter.Parser): Linter.LintMessage[] {
  const languageOptions = { sourceType: 'module' as const, ...(parser ? { parser } : {}) };
  const files = [`**/*${file.slice(file.lastIndexOf('.'))}`];
  return linter.verify(text, [{ files, languageOptions, plugins: { 'mcp-state': plugin as never }, rules }], { filename: file });
}

function lintFile(file: string): Linter.LintMessage[] {
  return lint(file, readFileSync(file, 'utf8'));
}

write('package.json', JSON.stringify({ name: 'imports-robustness', type: 'module' }));
write('lib/sign.js', SIGNER);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  try {
    chmodSync(join(root, 'lib/unreadable.js'), 0o644);
  } catch {
    // not made
  }
  rmSync(root, { recursive: true, force: true });
});

describe('a helper of the same project', () => {
  it('is reported at its use, naming the helper and its module', () => {
    const messages = lintFile(importer('working', './lib/sign.js'));
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'mcp-state/no-timing-unsafe-compare',
        line: 2,
        column: 39,
        endLine: 2,
        endColumn: 59,
        message:
          "'given' is compared by !== with the expected MAC or signature ('sign' from './lib/sign.js'), leaking it through timing; use safeEqual() from 'eslint-plugin-mcp-state/seal'.",
      }),
    ]);
  });

  it('is named by its member when CommonJS exports an object: destructured from require, or read off the module', () => {
    write(
      'cjs/lib/wire.cjs',
      [
        "const toWire = (value) => Buffer.from(JSON.stringify(value)).toString('base64');",
        "const fromWire = (text) => JSON.parse(Buffer.from(text, 'base64').toString('utf8'));",
        'module.exports = { toWire, fromWire };',
      ].join('\n'),
    );
    const file = write(
      'cjs/tools.cjs',
      [
        "const wire = require('./lib/wire.cjs');",
        "const { toWire } = require('./lib/wire.cjs');",
        'exports.call = (request) => request.params.requestState',
        "  ? { content: [{ type: 'text', text: wire.fromWire(request.params.requestState).step }] }",
        "  : { resultType: 'input_required', inputRequests: {}, requestState: toWire({ step: 1 }) };",
      ].join('\n'),
    );
    const messages = linter.verify(readFileSync(file, 'utf8'), [{ files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, plugins: { 'mcp-state': plugin as never }, rules }], {
      filename: file,
    });
    expect(messages.map((message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.message.slice(0, message.message.indexOf(' from '))}`)).toEqual([
      "4:39-4:81 'fromWire'",
      "5:70-5:89 'toWire'",
    ]);
  });

  it('is found extensionless, through index.js and from TypeScript by a .js specifier naming a .ts file', () => {
    write('lib/signer/index.js', SIGNER);
    write('lib/typed.ts', SIGNER);
    expect(lintFile(importer('extensionless', './lib/sign')).map((message) => message.line)).toEqual([2]);
    expect(lintFile(importer('directory', './lib/signer')).map((message) => message.line)).toEqual([2]);
    const tsImporter = write('typed-importer.ts', "import { sign } from './lib/typed.js';\nexport const check = (given: string, body: string) => given !== sign(body);\n");
    expect(lint(tsImporter, readFileSync(tsImporter, 'utf8'), tsParser as Linter.Parser).map((message) => message.line)).toEqual([2]);
  });
});

describe('chains of modules', () => {
  function chain(name: string, links: number): string {
    write(`chains/${name}/link-${links}.js`, SIGNER);
    for (let index = links - 1; index >= 0; index -= 1) write(`chains/${name}/link-${index}.js`, `export { sign } from './link-${index + 1}.js';\n`);
    return `./chains/${name}/link-0.js`;
  }

  it('follows re-exports a few modules deep', () => {
    expect(lintFile(importer('chain-short', chain('short', 2))).map((message) => message.line)).toEqual([2]);
  });

  it('stops at the depth limit: deeper chains are silence', () => {
    expect(lintFile(importer('chain-long', chain('long', 8)))).toEqual([]);
  });
});

describe('a file of a package', () => {
  it('under node_modules has its own imports not followed: a package is known by name only', () => {
    write('node_modules/signing-pkg/sign.js', SIGNER);
    const inPackage = write('node_modules/signing-pkg/check.js', "import { sign } from './sign.js';\nexport const check = (given, body) => given !== sign(body);\n");
    const before = moduleParseCount();
    const config = [{ ignores: ['!**/node_modules/'] }, { files: ['**/*.js'], plugins: { 'mcp-state': plugin as never }, rules }];
    expect(linter.verify(readFileSync(inPackage, 'utf8'), config, { filename: inPackage })).toEqual([]);
    expect(moduleParseCount() - before).toBe(0);
    write('vendored/signing-pkg/sign.js', SIGNER);
    const vendored = write('vendored/signing-pkg/check.js', readFileSync(inPackage, 'utf8'));
    expect(lintFile(vendored).map((message) => message.line)).toEqual([2]);
  });
});

describe('the seal helper under another name', () => {
  it('is answered for each sealModule setting apart, though the same process reads the module for both', () => {
    write('renamed/tokens.js', "import { sealState } from '#seal';\nexport const token = (body) => sealState({ body }, { userId: 'u', tool: 't' });\n");
    const file = write('renamed/check.js', "import { token } from './tokens.js';\nexport const check = (given, body) => given !== token(body);\n");
    const text = readFileSync(file, 'utf8');
    const config = (settings: Record<string, unknown>) => [{ files: ['**/*.js'], plugins: { 'mcp-state': plugin as never }, rules, settings }];
    expect(linter.verify(text, config({}), { filename: file })).toEqual([]);
    const renamed = linter.verify(text, config({ 'mcp-state': { sealModule: '#seal' } }), { filename: file });
    expect(renamed.map((message) => [message.ruleId, message.line, message.column])).toEqual([['mcp-state/no-timing-unsafe-compare', 2, 39]]);
  });
});

describe('modules further along a chain', () => {
  it('are looked at again once what was learnt of them is FRESHNESS_MS old; the module imported after VERSION_FRESHNESS_MS', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    write('fresh/impl.js', SIGNER);
    write('fresh/index.js', "export { sign } from './impl.js';\n");
    const file = importer('fresh/importer', './index.js');
    expect(lintFile(file).map((message) => message.line)).toEqual([2]);
    write('fresh/impl.js', 'export const sign = (body) => body.length;\n');
    utimesSync(join(root, 'fresh/impl.js'), new Date(), new Date(Date.now() + 5000));
    expect(lintFile(file).map((message) => message.line)).toEqual([2]);
    vi.setSystemTime(Date.now() + FRESHNESS_MS + 1);
    expect(lintFile(file)).toEqual([]);
    write('fresh/index.js', SIGNER);
    utimesSync(join(root, 'fresh/index.js'), new Date(), new Date(Date.now() + 10_000));
    vi.setSystemTime(Date.now() + VERSION_FRESHNESS_MS + 1);
    expect(lintFile(file).map((message) => message.line)).toEqual([2]);
  });

  it('are followed through an import cycle, whichever module of it a file imports', () => {
    write('cycle/signer.js', SIGNER);
    write('cycle/a.js', "import './b.js';\nexport { sign } from './b.js';\n");
    write('cycle/b.js', "import './a.js';\nexport { sign } from './signer.js';\n");
    expect(lintFile(importer('cycle/through-a', './a.js')).map((message) => message.line)).toEqual([2]);
    expect(lintFile(importer('cycle/through-b', './b.js')).map((message) => message.line)).toEqual([2]);
  });
});

describe('a value that is made from itself through another module', () => {
  it('a stored session refreshed as a copy of itself (`{ ...session, … }`) put back in the store: the copy is read once, and its credential still found', () => {
    write(
      'refresh/store.ts',
      [
        'interface Session { calendarId: string; accessToken: string; refreshToken: string; expiresAt: number }',
        'const sessions = new Map<string, Session>();',
        'export function saveSession(userId: string, session: Session): void {',
        '  sessions.set(userId, session);',
        '}',
        'export async function sessionFor(userId: string): Promise<Session> {',
        '  const session = sessions.get(userId);',
        "  if (!session) throw new Error('not connected');",
        '  if (session.expiresAt > Date.now()) return session;',
        '  const fresh = { ...session, accessToken: await refresh(session.refreshToken), expiresAt: Date.now() + 3600_000 };',
        '  sessions.set(userId, fresh);',
        '  return fresh;',
        '}',
        'declare function refresh(token: string): Promise<string>;',
        '',
      ].join('\n'),
    );
    const file = write(
      'refresh/tool.ts',
      [
        "import jwt from 'jsonwebtoken';",
        "import { sessionFor } from './store';",
        'export async function book(args: { summary: string }, userId: string) {',
        '  const session = await sessionFor(userId);',
        '  const claims = { ...args, calendarId: session.calendarId, gAccess: session.accessToken };',
        "  return { resultType: 'input_required', inputRequests: {}, requestState: jwt.sign({ ...claims, sub: userId }, process.env.KEY!, { expiresIn: 300 }) };",
        '}',
        '',
      ].join('\n'),
    );
    const messages = lint(file, readFileSync(file, 'utf8'), tsParser as Linter.Parser);
    expect(messages.map((message) => [message.ruleId, message.line, message.column, message.endColumn])).toEqual([['mcp-state/no-secrets-in-state', 5, 61, 89]]);
  });
});

describe('reading another module fails silently', () => {
  const cases: [string, () => string][] = [
    ['a missing module', () => './lib/missing.js'],
    ['an import cycle', () => (write('lib/cycle-a.js', "export { sign } from './cycle-b.js';"), write('lib/cycle-b.js', "export { sign } from './cycle-a.js';"), './lib/cycle-a.js')],
    ['a module that does not parse', () => (write('lib/broken.js', `${SIGNER}\nexport function (`), './lib/broken.js')],
    ['a binary file', () => (write('lib/binary.js', Buffer.concat([Buffer.from(SIGNER), Buffer.from([0, 1, 2])])), './lib/binary.js')],
    ['a file over 1 MB', () => (write('lib/huge.js', `${SIGNER}\n// ${'x'.repeat(1024 * 1024)}\n`), './lib/huge.js')],
    [
      'a symlink loop',
      () => {
        symlinkSync(join(root, 'lib/loop-b.js'), join(root, 'lib/loop-a.js'));
        symlinkSync(join(root, 'lib/loop-a.js'), join(root, 'lib/loop-b.js'));
        return './lib/loop-a.js';
      },
    ],
    ['a path into node_modules', () => (write('node_modules/signer/index.js', SIGNER), './node_modules/signer/index.js')],
    [
      'a symlink into node_modules',
      () => (write('node_modules/linked/sign.js', SIGNER), symlinkSync(join(root, 'node_modules/linked/sign.js'), join(root, 'lib/linked.js')), './lib/linked.js'),
    ],
    ['a package', () => (write('node_modules/signer-package/index.js', SIGNER), 'signer-package')],
    ['a directory named like a module', () => (mkdirSync(join(root, 'lib/folder.js'), { recursive: true }), './lib/folder.js')],
  ];

  it.each(cases)('%s', (name, makeSpecifier) => {
    const file = importer(`silent-${name.replace(/\W+/g, '-')}`, makeSpecifier());
    expect(lintFile(file)).toEqual([]);
  });

  /** A token joined with what `sign` of `specifier` signs, handed out as requestState (what the MAC covers is read there). */
  function tokenImporter(name: string, specifier: string): string {
    return write(`${name}.js`, [`import { sign } from '${specifier}';`, "export const next = (version) => ({ resultType: 'input_required', inputRequests: {}, requestState: `${version}.${sign(version)}` });", ''].join('\n'));
  }

  it('reports a MAC joined into requestState when its helper is read (the control for the cases below)', () => {
    expect(lintFile(tokenImporter('token-readable', './lib/sign.js')).map((message) => [message.ruleId, message.line, message.column])).toEqual([
      ['mcp-state/require-state-binding', 2, 100],
    ]);
  });

  // what cannot be read is unknown: no finding of its own, only strict's `unprovenState` naming the step it cannot see
  it.each(cases.filter(([name]) => !name.includes('symlink')))('%s, as a MAC joined into requestState', (name, makeSpecifier) => {
    expect(lintFile(tokenImporter(`token-${name.replace(/\W+/g, '-')}`, makeSpecifier())).map((message) => [message.messageId, message.line, message.column])).toEqual([
      ['unprovenState', 2, 100],
    ]);
  });

  it.skipIf(process.getuid?.() === 0)('an unreadable file', () => {
    write('lib/unreadable.js', SIGNER);
    chmodSync(join(root, 'lib/unreadable.js'), 0o000);
    expect(lintFile(importer('silent-unreadable', './lib/unreadable.js'))).toEqual([]);
  });
});

describe('messages name the helper and its module', () => {
  const corpus = join(fileURLToPath(new URL('.', import.meta.url)), '../corpus/projects');
  const corpusLinter = new Linter({ configType: 'flat', cwd: corpus });
  const at = (path: string, parser?: Linter.Parser) => {
    const file = join(corpus, path);
    const languageOptions = { sourceType: 'module' as const, ...(parser ? { parser } : {}) };
    const config = [{ files: ['**/*.js', '**/*.ts'], languageOptions, plugins: { 'mcp-state': plugin as never }, rules }];
    return corpusLinter.verify(readFileSync(file, 'utf8'), config, { filename: file }).map(({ ruleId, line, column, message }) => ({ ruleId, line, column, message }));
  };

  it('require-sealed-state and no-secrets-in-state', () => {
    expect(at('secret-in-state/server.js')).toEqual([
      {
        ruleId: 'mcp-state/require-sealed-state',
        line: 9,
        column: 19,
        message:
          "'toState' from './lib/state.js' returns base64/hex-encoded JSON, not signed: a client can forge this state; seal it with sealState() from 'eslint-plugin-mcp-state/seal'.",
      },
      {
        ruleId: 'mcp-state/no-secrets-in-state',
        line: 12,
        column: 7,
        message:
          "'forward' holds the secret environment variable UPSTREAM_TOKEN ('UPSTREAM_TOKEN' from './lib/config.js'), and the client can read and change this unsigned state; keep secrets on the server and out of the state.",
      },
    ]);
  });

  it('no-weak-state-key', () => {
    expect(at('ts-key-fallback/src/state.ts', tsParser as Linter.Parser)).toEqual([
      {
        ruleId: 'mcp-state/no-weak-state-key',
        line: 7,
        column: 31,
        message:
          "This HMAC key is 'STATE_SECRET' from './env.js', which falls back to a literal written in the source code when STATE_SECRET is not set; fail at startup instead.",
      },
    ]);
  });
});

describe('parsing other modules', () => {
  it('parses each module once, however many files and rules ask', () => {
    write('lib/shared.js', SIGNER);
    const importers = Array.from({ length: 20 }, (_, index) => importer(`many/importer-${index}`, '../lib/shared.js'));
    const before = moduleParseCount();
    for (const file of importers) expect(lintFile(file)).toHaveLength(1);
    expect(moduleParseCount() - before).toBe(1);
    for (const file of importers) lintFile(file);
    expect(moduleParseCount() - before).toBe(1);
  });

  it('parses a module again when it changes, once VERSION_FRESHNESS_MS have passed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const file = importer('changing', './lib/changing.js');
    write('lib/changing.js', SIGNER);
    const before = moduleParseCount();
    expect(lintFile(file)).toHaveLength(1);
    write('lib/changing.js', "import { createHmac } from 'node:crypto';\nexport const sign = (body) => body.length;\nexport const mac = (body) => createHmac('sha256', process.env.HOOK_SECRET).update(body).digest();\n");
    utimesSync(join(root, 'lib/changing.js'), new Date(), new Date(Date.now() + 5000));
    expect(lintFile(file)).toHaveLength(1);
    vi.setSystemTime(Date.now() + VERSION_FRESHNESS_MS + 1);
    expect(lintFile(file)).toEqual([]);
    expect(moduleParseCount() - before).toBe(2);
  });

  it('parses no module whose text, and that of the modules it imports, names nothing that signs, when a file only calls it', () => {
    write('calls/tools/plain.js', "import { rows } from '../util/rows.js';\nexport function registerTools(server) { server.registerTool('list', {}, () => rows()); }\n");
    write('calls/util/rows.js', 'export const rows = () => [];\n');
    write('calls/cjs/plain.cjs', "module.exports = function registerLegacy(server) { return server; };\n");
    write('calls/sealer.js', "import { createHmac } from 'node:crypto';\nexport const sealRound = (payload) => { const body = JSON.stringify(payload); return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex')}`; };\n");
    const file = write('calls/server.js', [
      "import { createRequire } from 'node:module';",
      "import * as tools from './tools/plain.js';",
      "import { registerTools } from './tools/plain.js';",
      "import { sealRound } from './sealer.js';",
      'const require = createRequire(import.meta.url);',
      'export function setup(server) {',
      '  registerTools(server);',
      '  tools.registerTools(server);',
      "  require('./cjs/plain.cjs')(server);",
      "  return { resultType: 'input_required', requestState: sealRound({ step: 1 }) };",
      '}',
      '',
    ].join('\n'));
    const before = moduleParseCount();
    lintFile(file);
    expect(moduleParseCount() - before).toBe(1);
  });

  it.runIf(oxcTools() !== undefined)('analyses the scopes of a module read by oxc only when a question needs them', () => {
    write('scopes/tools.js', "import { sealRound } from './sealer.js';\nexport function registerTools(server) { server.registerTool('close', {}, () => ({ requestState: sealRound({ step: 1 }) })); }\n");
    write('scopes/sealer.js', "import { createHmac } from 'node:crypto';\nexport const sealRound = (payload) => { const body = JSON.stringify(payload); return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex')}`; };\n");
    const registrar = write('scopes/server.js', "import { registerTools } from './tools.js';\nexport function setup(server) {\n  registerTools(server);\n}\n");
    const parses = moduleParseCount();
    const scopes = moduleScopeAnalysisCount();
    expect(lintFile(registrar)).toEqual([]);
    // the registrar's call hands out nothing, and its module declares its own exports: its text is read, not parsed
    expect([moduleParseCount() - parses, moduleScopeAnalysisCount() - scopes]).toEqual([0, 0]);
    const sealing = write('scopes/round.js', "import { sealRound } from './sealer.js';\nexport const next = () => ({ resultType: 'input_required', requestState: sealRound({ step: 2 }) });\n");
    expect(lintFile(sealing).map((message) => [message.ruleId, message.line])).toEqual([['mcp-state/require-state-binding', 2]]);
    // what the sealer signs is read through its scopes
    expect([moduleParseCount() - parses, moduleScopeAnalysisCount() - scopes]).toEqual([1, 1]);
  });

  it('reads nothing for a file that imports nothing it could need', () => {
    write('lib/fresh.js', `${SIGNER}\nexport const helper = 1;\n`);
    const file = write('plain.js', "import { helper } from './lib/fresh.js';\nexport const total = (a, b) => a + b + helper;\n");
    const before = moduleParseCount();
    expect(lintFile(file)).toEqual([]);
    expect(moduleParseCount() - before).toBe(0);
  });
});
