import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-sealed-state.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

/*
 * Authenticated encryption is a seal whatever library does it: tweetnacl's `secretbox.open` refuses a changed box as
 * `createDecipheriv` with GCM does, so what another module's opener returns after it is verified state.
 */

const project = mkdtempSync(join(tmpdir(), 'mcp-state-aead-libraries-'));
mkdirSync(join(project, 'lib'));
function box(openBody: string): string {
  return lines(
    "'use strict';",
    "const nacl = require('tweetnacl');",
    'function makeBox({ key }) {',
    '  function seal(data) {',
    '    const nonce = nacl.randomBytes(24);',
    "    return Buffer.concat([nonce, nacl.secretbox(Buffer.from(JSON.stringify(data)), nonce, key)]).toString('base64url');",
    '  }',
    '  function open(token) {',
    "    const bytes = new Uint8Array(Buffer.from(token, 'base64url'));",
    openBody,
    '  }',
    '  return { seal, open };',
    '}',
    'module.exports = { makeBox };',
  );
}
writeFileSync(join(project, 'lib/box.js'), box("    const plain = nacl.secretbox.open(bytes.subarray(24), bytes.subarray(0, 24), key);\n    return plain ? JSON.parse(Buffer.from(plain).toString('utf8')) : null;"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-sealed-state', rule, {
  valid: [
    {
      name: "another module's factory opener that opens with tweetnacl's secretbox.open",
      filename: join(project, 'server.js'),
      languageOptions: commonJs,
      code: lines(
        "const { Server } = require('@modelcontextprotocol/sdk/server/index.js');",
        "const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');",
        "const { makeBox } = require('./lib/box');",
        'const box = makeBox({ key: Buffer.from(process.env.STATE_KEY, "base64") });',
        "const server = new Server({ name: 'album', version: '1' }, { capabilities: { tools: {} } });",
        'server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {',
        "  if (params.requestState === undefined) return { resultType: 'input_required', inputRequests: {}, requestState: box.seal({ ids: params.arguments.ids }) };",
        '  const opened = box.open(params.requestState);',
        "  return { content: [{ type: 'text', text: opened ? String(opened.ids) : 'expired' }] };",
        '});',
      ),
    },
  ],
  invalid: [],
});
