// A token joined with a MAC where a result hands it out (`${data}.${mac(data)}`) is bound to no more than what the
// MAC signs: the data fed to an HMAC computed there, or the arguments a helper (of this file or another module) signs
// whole. Reported when every part of that is in sight and it names no user, tool or expiry.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-inline-tokens-'));
mkdirSync(join(project, 'lib'), { recursive: true });
writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'inline-tokens', type: 'module' }));
writeFileSync(
  join(project, 'lib/mac.cjs'),
  lines(
    "const { createHmac } = require('node:crypto');",
    'function macFor(body, key) {',
    "  return createHmac('sha256', key).update(body).digest('base64url');",
    '}',
    'function zonedMac(body, key) {',
    "  return createHmac('sha256', key).update(body).update(process.env.ZONE).digest('hex');",
    '}',
    'module.exports = { macFor, zonedMac };',
    '',
  ),
);
writeFileSync(
  join(project, 'lib/tags.js'),
  lines(
    "import { createRequire } from 'node:module';",
    "const { macFor } = createRequire(import.meta.url)('./mac.cjs');",
    'export const tagOf = (data) => macFor(data, process.env.TAG_KEY);',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const missingAll = {
  missing: 'the user, the tool and an expiry',
  fields: "userId (the authenticated user), tool (the tool's name) and exp (for example Date.now() + 600_000)",
  them: 'them',
};

testRule('require-state-binding', rule, {
  valid: [
    {
      // the user, the tool (its registered name) and an expiry are what the MAC signs
      filename: join(project, 'bound.js'),
      code: lines(
        "import { createRequire } from 'node:module';",
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const { macFor } = createRequire(import.meta.url)('./lib/mac.cjs');",
        'const KEY = process.env.RELEASE_KEY;',
        "const server = new McpServer({ name: 'releases', version: '1.0.0' });",
        "server.registerTool('cut_release', {}, async ({ version }, ctx) => {",
        '  const userId = ctx.http?.authInfo?.extra?.userId;',
        "  const body = JSON.stringify({ userId, tool: 'cut_release', version, exp: Date.now() + 300_000 });",
        '  if (ctx.mcpReq.requestState() === undefined) return inputRequired({ inputRequests: {}, requestState: `${body}.${macFor(body, KEY)}` });',
        "  return { content: [{ type: 'text', text: 'cut' }] };",
        '});',
      ),
    },
    {
      // the helper signs something besides its parameter, and the data passes through a call the rule does not see
      filename: join(project, 'unseen.js'),
      code: lines(
        "import { createRequire } from 'node:module';",
        "import { createHmac } from 'node:crypto';",
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { encode } from './lib/encode.js';",
        "const { zonedMac } = createRequire(import.meta.url)('./lib/mac.cjs');",
        'const KEY = process.env.RELEASE_KEY;',
        "const server = new McpServer({ name: 'releases', version: '1.0.0' });",
        "server.registerTool('cut_release', {}, async ({ version }, ctx) => {",
        "  if (version === 'zoned') return inputRequired({ inputRequests: {}, requestState: `${version}.${zonedMac(version, KEY)}` });",
        '  const body = encode(version);',
        "  return inputRequired({ inputRequests: {}, requestState: `${body}.${createHmac('sha256', KEY).update(body).digest('hex')}` });",
        '});',
      ),
    },
    {
      // a signed link in the output is no requestState
      filename: join(project, 'link.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { McpServer } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'files', version: '1.0.0' });",
        "server.registerTool('share', {}, async ({ path }) => {",
        "  const link = `https://files.example/${path}?sig=${createHmac('sha256', process.env.LINK_KEY).update(path).digest('hex')}`;",
        "  return { content: [{ type: 'text', text: link }] };",
        '});',
      ),
    },
  ],
  invalid: [
    {
      // an HMAC computed where the state is handed out, over the version alone
      filename: join(project, 'local.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "const server = new McpServer({ name: 'releases', version: '1.0.0' });",
        "server.registerTool('cut_release', {}, async ({ version }, ctx) => {",
        '  if (ctx.mcpReq.requestState() === undefined) {',
        "    return inputRequired({ inputRequests: {}, requestState: `${version}.${createHmac('sha256', process.env.RELEASE_KEY).update(version).digest('hex')}` });",
        '  }',
        "  return { content: [{ type: 'text', text: 'cut' }] };",
        '});',
      ),
      errors: [{ messageId: 'missingSignedFields', data: missingAll, line: 6, column: 61, endLine: 6, endColumn: 152 }],
    },
    {
      // a helper of another module that signs its first parameter, through a wrapper module; the token joined with +
      // in a constant, the data a stringified object naming the user only
      filename: join(project, 'wrapped.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { tagOf } from './lib/tags.js';",
        "const server = new McpServer({ name: 'releases', version: '1.0.0' });",
        "server.registerTool('tag_release', {}, async ({ version }, ctx) => {",
        '  const userId = ctx.http?.authInfo?.extra?.userId;',
        '  const body = JSON.stringify({ userId, version });',
        "  const token = body + '.' + tagOf(body);",
        '  return inputRequired({ inputRequests: {}, requestState: token });',
        '});',
      ),
      errors: [
        {
          messageId: 'missingSignedFields',
          data: { missing: 'the tool and an expiry', fields: "tool (the tool's name) and exp (for example Date.now() + 600_000)", them: 'them' },
          // at the object whose JSON is signed, where the fields are added
          line: 6,
          column: 31,
          endLine: 6,
          endColumn: 50,
        },
      ],
    },
    {
      // CommonJS: the helper required by name, the token handed out twice but reported once
      filename: join(project, 'legacy.cjs'),
      languageOptions: commonJs,
      code: lines(
        "const { McpServer, inputRequired } = require('@modelcontextprotocol/server');",
        "const { macFor } = require('./lib/mac.cjs');",
        "const server = new McpServer({ name: 'releases', version: '1.0.0' });",
        "server.registerTool('ship_release', {}, async ({ version }, ctx) => {",
        '  const state = `${version}.${macFor(version, process.env.RELEASE_KEY)}`;',
        "  if (version.startsWith('v')) return inputRequired({ inputRequests: {}, requestState: state });",
        '  return inputRequired({ inputRequests: {}, requestState: state });',
        '});',
      ),
      errors: [{ messageId: 'missingSignedFields', data: missingAll, line: 5, column: 17, endLine: 5, endColumn: 73 }],
    },
  ],
});
