// State written by a hand-made binary packer (a project function that pushes the bytes of each key and value into an
// array it hands to helpers, then compresses it): unsigned however it is packed, unless a MAC over the bytes travels
// with them. The packer's writes into the array it is handed are followed into each helper that writes into it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-packer-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'packer.js',
  'const enc = new TextEncoder();',
  'function pushU32(out, n) {',
  '  out.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);',
  '}',
  'function packInto(out, rec) {',
  '  const keys = Object.keys(rec);',
  '  pushU32(out, keys.length);',
  '  for (const k of keys) {',
  '    const kb = enc.encode(k);',
  '    pushU32(out, kb.length);',
  '    out.push(...kb);',
  '    const v = rec[k];',
  "    if (typeof v === 'string') out.push(1, ...enc.encode(v));",
  "    else if (typeof v === 'number') out.push(2, ...new Uint8Array(new Float64Array([v]).buffer));",
  '    else {',
  '      out.push(3);',
  '      packInto(out, v);',
  '    }',
  '  }',
  '}',
  'export function pack(rec) {',
  '  const out = [];',
  '  packInto(out, rec);',
  '  return Uint8Array.from(out);',
  '}',
);
write(
  'codec.js',
  "import { createHmac } from 'node:crypto';",
  "import { gzipSync } from 'node:zlib';",
  "import { pack } from './packer.js';",
  "const b64u = (bytes) => Buffer.from(bytes).toString('base64url');",
  'export function wrap(rec) {',
  '  return b64u(gzipSync(pack(rec)));',
  '}',
  'export function seal(rec) {',
  '  const bytes = gzipSync(pack(rec));',
  "  return `${b64u(bytes)}.${createHmac('sha256', process.env.STATE_KEY).update(bytes).digest('base64url')}`;",
  '}',
  'export function summed(rec) {',
  '  const bytes = Bun.gzipSync(pack(rec));',
  "  return `${b64u(bytes)}.${new Bun.CryptoHasher('sha256').update(bytes).digest('hex')}`;",
  '}',
  'export function keyed(rec) {',
  '  const bytes = Bun.gzipSync(pack(rec));',
  "  return `${b64u(bytes)}.${new Bun.CryptoHasher('sha256', process.env.STATE_KEY).update(bytes).digest('hex')}`;",
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (codec: string, payload = '{ user: ctx.user, notebook: args.notebook }') =>
  lines(
    `import { ${codec} } from './codec.js';`,
    'export function sync(args, ctx) {',
    `  return { resultType: 'input_required', inputRequests: {}, requestState: ${codec}(${payload}) };`,
    '}',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: 'packed, compressed and MAC-signed', filename: join(project, 'sealed.js'), code: tool('seal') },
    { name: "packed with Bun's gzip and signed with Bun's keyed hasher", filename: join(project, 'keyed.js'), code: tool('keyed') },
  ],
  invalid: [
    {
      name: "packed with Bun's gzip beside a hash anyone can compute",
      filename: join(project, 'summed.js'),
      code: tool('summed'),
      errors: [{ messageId: 'unsignedStateHelper', line: 3, column: 75, endLine: 3, endColumn: 126, suggestions: [] }],
    },
    {
      name: 'packed and compressed only',
      filename: join(project, 'wrapped.js'),
      code: tool('wrap'),
      errors: [{ messageId: 'unsignedStateHelper', line: 3, column: 75, endLine: 3, endColumn: 124, suggestions: [] }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'no credential in the packed state', filename: join(project, 'plain.js'), code: tool('wrap') }],
  invalid: [
    {
      name: 'an API key packed into unsigned state',
      filename: join(project, 'secret.js'),
      code: tool('wrap', '{ user: ctx.user, auth: process.env.NOTION_API_KEY }'),
      errors: [{ messageId: 'secretInState', line: 3, column: 98, endLine: 3, endColumn: 130, suggestions: [{ messageId: 'removeProperty', data: { key: 'auth' }, output: tool('wrap', '{ user: ctx.user }') }] }],
    },
  ],
});
