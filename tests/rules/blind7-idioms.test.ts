// Idioms of blind round 7, each proven along its value's path: a deflate of JSON required as `zlib` (no `node:`
// prefix) is unsigned; a codec injected under a type that names the SDK factory's return is the codec; a key chosen by
// a ternary between a configured secret and public facts falls back to them where a helper imports it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-blind7-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'codec.js',
  "'use strict';",
  "const zlib = require('zlib');",
  'function pack(state) {',
  "  return zlib.deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8')).toString('base64url');",
  '}',
  'module.exports = { pack };',
);
write(
  'provider.ts',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export type Round = { kind: string; token?: string };',
  'export type RoundCodec = ReturnType<typeof createRequestStateCodec<Round>>;',
);
write(
  'hmac.js',
  'export const importHmac = (raw) => crypto.subtle.importKey(\'raw\', raw, { name: \'HMAC\', hash: \'SHA-256\' }, false, [\'sign\', \'verify\']);',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-sealed-state', sealedRule, {
  valid: [],
  invalid: [
    {
      name: 'deflated JSON, zlib required without its node: prefix',
      filename: join(project, 'tools.js'),
      languageOptions: commonJs,
      code: lines(
        "const { pack } = require('./codec');",
        'exports.close = (args) => ({ resultType: \'input_required\', inputRequests: {}, requestState: pack({ keys: args.keys }) });',
      ),
      errors: [{ messageId: 'unsignedStateHelper', line: 2, column: 93, endLine: 2, endColumn: 118, suggestions: [] }],
    },
  ],
});

const robot = (token: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { type RoundCodec } from './provider';",
    'export class RobotTools {',
    '  constructor(private readonly codec: RoundCodec) {}',
    '  async move(args: { id: string }, ctx: any) {',
    `    return inputRequired({ inputRequests: {}, requestState: await this.codec.mint({ kind: 'move', ${token} }, ctx) });`,
    '  }',
    '}',
  );

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    {
      name: 'a deflated payload without a credential',
      filename: join(project, 'plain.js'),
      languageOptions: commonJs,
      code: lines("const { pack } = require('./codec');", "exports.close = (args) => ({ resultType: 'input_required', inputRequests: {}, requestState: pack({ keys: args.keys }) });"),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'a codec payload without a credential', filename: join(project, 'robot-plain.ts'), code: robot('robot: args.id') }],
    invalid: [
      {
        name: "the caller's bearer token minted by an injected codec",
        filename: join(project, 'robot.ts'),
        code: robot('operatorToken: ctx.http?.authInfo?.token'),
        errors: [{ messageId: 'secretInState', line: 6, column: 99, endLine: 6, endColumn: 139, suggestions: [{ messageId: 'removeProperty', data: { key: 'operatorToken' }, output: robot('').replace("'move',  }", "'move' }") }] }],
      },
    ],
  },
});

const keyring = (fallback: string) =>
  lines(
    "import { importHmac } from './hmac.js';",
    "const current = Deno.env.get('STATE_KEY');",
    `const seed = current ? Uint8Array.from(atob(current), (c) => c.charCodeAt(0)) : ${fallback};`,
    'export const key = await importHmac(seed);',
  );

testRule('no-weak-state-key', keyRule, {
  valid: [{ name: 'a key that falls back to nothing', filename: join(project, 'strong.js'), code: keyring('undefined') }],
  invalid: [
    {
      name: 'a key that falls back to the process id and the clock',
      filename: join(project, 'weak.js'),
      code: keyring('new TextEncoder().encode(`app:${Deno.pid}:${Date.now()}`)'),
      errors: [{ messageId: 'literalFallback', line: 4, column: 37, endLine: 4, endColumn: 41 }],
    },
  ],
});
