// State sealed by a box of another module that encrypts and then MACs (`Buffer.concat([iv, ciphertext, tag])`) and opens
// by checking the MAC before it decrypts. The opener hands the box what it was handed, base64-decoded: the box verifies
// it, so the opener is one. What the opener then checks of the state is judged as any opener's, with the units of clock
// helpers of a third module.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-box-'));
writeFileSync(
  join(project, 'box.js'),
  lines(
    "import crypto from 'node:crypto';",
    'const encKey = Buffer.from(process.env.BOX_ENC_KEY, "hex");',
    'const macKey = Buffer.from(process.env.BOX_MAC_KEY, "hex");',
    "const tagFor = (iv, ciphertext) => crypto.createHmac('sha256', macKey).update(iv).update(ciphertext).digest();",
    'export function seal(plaintext) {',
    '  const iv = crypto.randomBytes(16);',
    "  const cipher = crypto.createCipheriv('aes-256-cbc', encKey, iv);",
    '  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);',
    '  return Buffer.concat([iv, ciphertext, tagFor(iv, ciphertext)]);',
    '}',
    'export function open(box) {',
    '  const iv = box.subarray(0, 16);',
    '  const ciphertext = box.subarray(16, box.length - 32);',
    '  const tag = box.subarray(box.length - 32);',
    '  const expected = tagFor(iv, ciphertext);',
    "  if (tag.length !== expected.length || !crypto.timingSafeEqual(tag, expected)) throw new Error('tag');",
    "  const decipher = crypto.createDecipheriv('aes-256-cbc', encKey, iv);",
    '  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);',
    '}',
  ),
);
writeFileSync(
  join(project, 'time.js'),
  lines('export const nowSeconds = () => Math.floor(Date.now() / 1000);', 'export function expiresAt(ttlSeconds) {', '  return Date.now() + ttlSeconds * 1000;', '}'),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const stateModule = (exp: string) =>
  lines(
    "import * as box from './box.js';",
    "import { expiresAt, nowSeconds } from './time.js';",
    '',
    'export function sealState(data, { user, tool }) {',
    `  const doc = { user, tool, exp: ${exp}, data };`,
    "  return box.seal(Buffer.from(JSON.stringify(doc))).toString('base64url');",
    '}',
    '',
    'export function openState(token, { user, tool }) {',
    "  const doc = JSON.parse(box.open(Buffer.from(token, 'base64url')).toString('utf8'));",
    "  if (doc.user !== user || doc.tool !== tool) throw new Error('binding');",
    "  if (doc.exp <= nowSeconds()) throw new Error('expired');",
    '  return doc.data;',
    '}',
  );
writeFileSync(join(project, 'state.js'), stateModule('nowSeconds() + 300'));

const handler = lines(
  "import { openState } from './state.js';",
  '',
  'export async function run(params, user) {',
  "  const state = openState(params.requestState, { user, tool: 'move_files' });",
  '  return { content: [{ type: "text", text: state.from }] };',
  '}',
);

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: "the opener hands the box what it was handed, and the box checks the MAC first", filename: join(project, 'move.js'), code: handler }],
  invalid: [],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the expiry written in seconds by a clock helper of another module', filename: join(project, 'state.js'), code: stateModule('nowSeconds() + 300') }],
  invalid: [
    {
      name: 'the expiry written in milliseconds by expiresAt() of another module, compared with nowSeconds() of it',
      filename: join(project, 'state.js'),
      code: stateModule('expiresAt(300)'),
      errors: [{ messageId: 'mixedUnits', line: 12, column: 7, endLine: 12, endColumn: 30 }],
    },
  ],
});
