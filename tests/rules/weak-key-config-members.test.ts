// A member of a config object another module makes (`const cfg = loadConfig()`, `import { config }`), handed to a
// helper's option that becomes a key there (`makeStateCodec({ secret: cfg.stateSecret })`, its `opts.secret` encoded
// into the codec's key): the member's value is read in the config's module, and the key is judged at the call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-config-members-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'config.js',
  'export function loadConfig() {',
  '  return {',
  "    stateSecret: process.env.DESK_STATE_SECRET ?? 'desk-local-dev-secret-please-change-me-0001',",
  "    checkedSecret: process.env.DESK_STATE_SECRET ?? '',",
  "    baseUrl: process.env.DESK_BASE_URL ?? 'http://localhost:8787',",
  '  };',
  '}',
  'export const config = {',
  "  state: { secret: process.env.DESK_STATE_SECRET || 'change-me' },",
  '};',
);
write(
  'codec.js',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export function makeStateCodec(opts) {',
  '  const key = new TextEncoder().encode(opts.secret);',
  '  return createRequestStateCodec({ key, ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.clientId });',
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: "a member whose `?? ''` fallback the codec refuses at startup",
      filename: at('server.js'),
      code: lines("import { loadConfig } from './config.js';", "import { makeStateCodec } from './codec.js';", 'const cfg = loadConfig();', 'export const codec = makeStateCodec({ secret: cfg.checkedSecret });'),
    },
    {
      name: 'a literal fallback of another member, handed to no key',
      filename: at('server.js'),
      code: lines(
        "import { loadConfig } from './config.js';",
        "import { makeStateCodec } from './codec.js';",
        'const cfg = loadConfig();',
        'export const codec = makeStateCodec({ secret: process.env.STATE_SECRET, baseUrl: cfg.baseUrl });',
      ),
    },
  ],
  invalid: [
    {
      name: "a config's member with a literal fallback, encoded into the codec's key by another module's factory",
      filename: at('server.js'),
      code: lines("import { loadConfig } from './config.js';", "import { makeStateCodec } from './codec.js';", 'const cfg = loadConfig();', 'export const codec = makeStateCodec({', '  secret: cfg.stateSecret,', '});'),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'request-state codec key', helper: 'cfg.stateSecret', specifier: './config.js', fallback: 'a literal written in the source code', source: 'DESK_STATE_SECRET' },
          line: 5,
          column: 3,
          endLine: 5,
          endColumn: 26,
        },
      ],
    },
    {
      name: 'a nested member of a config object imported by name (named by the member path this file reads)',
      filename: at('server.js'),
      code: lines("import { config } from './config.js';", "import { makeStateCodec } from './codec.js';", 'export const codec = makeStateCodec({ secret: config.state.secret });'),
      errors: [{ messageId: 'literalFallbackHelper', data: { use: 'request-state codec key', helper: 'config.state.secret', specifier: './config.js', fallback: 'a literal written in the source code', source: 'DESK_STATE_SECRET' }, line: 3, column: 39, endLine: 3, endColumn: 66 }],
    },
  ],
});
