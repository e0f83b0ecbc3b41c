// What vscode-eslint does: one ESLint for the workspace, the whole project linted once, then the open file re-linted
// from its text in memory. A helper module the open file imports, changed on disk meanwhile (by the user in another
// tab, or by git), must show in the next re-lint once VERSION_FRESHNESS_MS have passed since the helper was last
// looked at — though ESLint linted the helper before and the rules took its tree from that lint. The bench's editor
// section (bench/lib/editor.ts) times the same on the generated project. tests/robustness/imports.test.ts covers the
// windows with `Linter` on helpers the linter never linted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../../src/index.js';
import { VERSION_FRESHNESS_MS } from '../../src/analysis/modules/index.js';

const root = mkdtempSync(join(tmpdir(), 'mcp-state-editor-'));

const SEALER = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  'const mac = (body) => createHmac("sha256", process.env.STATE_KEY).update(body).digest();',
  '',
  'export function seal(value) {',
  "  const body = Buffer.from(JSON.stringify({ ...value, exp: Date.now() + 600_000 })).toString('base64url');",
  "  return body + '.' + mac(body).toString('base64url');",
  '}',
  '',
  'export function unseal(token, tool, user) {',
  "  const [body, tag] = String(token).split('.');",
  "  const given = Buffer.from(tag ?? '', 'base64url');",
  '  const expected = mac(body);',
  '  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
  "  const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '  return value.exp > Date.now() && value.tool === tool && value.user === user ? value : null;',
  '}',
  '',
].join('\n');

/** The same helper with its MAC dropped: what leaves through `seal(...)` is plain base64url JSON. */
const UNSEALED = [
  'export function seal(value) {',
  "  return Buffer.from(JSON.stringify(value)).toString('base64url');",
  '}',
  '',
  'export function unseal(token) {',
  "  return JSON.parse(Buffer.from(String(token), 'base64url').toString('utf8'));",
  '}',
  '',
].join('\n');

const SERVER = [
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { seal, unseal } from './lib/sealer.js';",
  '',
  'export function register(server, service) {',
  "  server.registerTool('delete_repo', { annotations: { destructiveHint: true } }, async (args, ctx) => {",
  '    const user = String(ctx.http?.authInfo?.extra?.userId);',
  '    const token = ctx.mcpReq.requestState();',
  '    if (token === undefined) {',
  "      return inputRequired({ requestState: seal({ tool: 'delete_repo', user, repo: args.repo }) });",
  '    }',
  "    const pending = unseal(token, 'delete_repo', user);",
  "    if (!pending || pending.repo !== args.repo) return { isError: true, content: [] };",
  '    await service.deleteRepo(pending.repo);',
  "    return { content: [{ type: 'text', text: 'Deleted.' }] };",
  '  });',
  '}',
  '',
].join('\n');

function write(path: string, text: string): string {
  const absolute = join(root, path);
  mkdirSync(join(absolute, '..'), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

write('package.json', JSON.stringify({ name: 'editor-session', type: 'module' }));
const helper = write('lib/sealer.js', SEALER);
write('lib/other.js', "export const greeting = 'hello';\n");
const server = write('server.js', SERVER);

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const positions = (results: ESLint.LintResult[]) =>
  results[0]!.messages.map((message) => [message.ruleId, message.line, message.column, message.endLine, message.endColumn]);

describe('one long-lived ESLint, as an editor keeps', () => {
  it('shows a changed helper in the next re-lint of its importer once VERSION_FRESHNESS_MS have passed, and its restoration too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const engine = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.recommended as Linter.Config],
    });
    const project = await engine.lintFiles(['**/*.js']);
    expect(project.map((result) => result.messages)).toEqual([[], [], []]);
    expect(positions(await engine.lintText(SERVER, { filePath: server }))).toEqual([]);

    write('lib/sealer.js', UNSEALED);
    // within the window the version seen last is trusted: a lint run does not stat a module once per importer
    expect(positions(await engine.lintText(SERVER, { filePath: server }))).toEqual([]);
    vi.setSystemTime(Date.now() + VERSION_FRESHNESS_MS + 1);
    const edited = SERVER.replace("'Deleted.'", "'Deleted it.'");
    expect(positions(await engine.lintText(edited, { filePath: server }))).toEqual([['mcp-state/require-sealed-state', 9, 44, 9, 96]]);

    writeFileSync(helper, SEALER);
    vi.setSystemTime(Date.now() + VERSION_FRESHNESS_MS + 1);
    expect(positions(await engine.lintText(SERVER, { filePath: server }))).toEqual([]);
  });
});
