// A key derived from public facts in another module, judged where it is handed to a factory or a class of the project
// that makes it a key: through a parameter's default the call leaves out, and an options parameter read as `opts.key`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-weak-state-key.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-public-keys-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'keys.js',
  "import { createHash } from 'node:crypto';",
  "import os from 'node:os';",
  "export function deriveStateKey(namespace = process.env.POD_NAMESPACE ?? 'default') {",
  "  return createHash('sha256').update(`${os.hostname()}|${process.pid}|${namespace}|scaler`).digest();",
  '}',
  "const raw = process.env.CLUSTER_ID ?? '';",
  "if (raw.length < 32) throw new Error('CLUSTER_ID must be 32 bytes');",
  "export const checkedKey = createHash('sha256').update(raw).digest();",
  "const unchecked = process.env.CLUSTER_ID ?? '';",
  "export const uncheckedKey = createHash('sha256').update(unchecked).digest();",
  "export const packageKey = createHash('sha256').update('scaler:confirm-token').digest();",
);
write(
  'signer.js',
  "import { createHmac } from 'node:crypto';",
  'export function createSigner({ secret }) {',
  "  const tag = (body) => createHmac('sha256', secret).update(body).digest('hex');",
  '  return { sign: (body) => `${body}.${tag(body)}` };',
  '}',
  'export class ConfirmSigner {',
  '  #key;',
  '  #prefix;',
  '  constructor(opts) {',
  '    this.#key = opts.key;',
  '    this.#prefix = opts.prefix;',
  '  }',
  '  issue(body) {',
  "    return this.#prefix + body + '.' + createHmac('sha256', this.#key).update(body).digest('hex');",
  '  }',
  '}',
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const at = (name: string) => join(project, name);

testRule('no-weak-state-key', rule, {
  valid: [
    {
      name: 'the derivation given a secret for the parameter it defaults',
      filename: at('server.js'),
      code: lines(
        "import { deriveStateKey } from './keys.js';",
        "import { createSigner } from './signer.js';",
        'const stateKey = deriveStateKey(process.env.STATE_SECRET);',
        'export const signer = createSigner({ secret: stateKey });',
      ),
    },
    {
      name: "a hash of a key whose `?? ''` fallback a startup check refuses",
      filename: at('server.js'),
      code: lines(
        "import { checkedKey } from './keys.js';",
        "import { createSigner } from './signer.js';",
        'export const signer = createSigner({ secret: checkedKey });',
      ),
    },
    {
      name: "a public derivation handed to the class's prefix, not its key",
      filename: at('server.js'),
      code: lines(
        "import { packageKey } from './keys.js';",
        "import { ConfirmSigner } from './signer.js';",
        "export const legacy = new ConfirmSigner({ key: Buffer.from(process.env.STATE_KEY, 'base64'), prefix: packageKey });",
      ),
    },
  ],
  invalid: [
    {
      name: 'a key of host, pid and a defaulted namespace handed to a factory of another module',
      filename: at('server.js'),
      code: lines(
        "import { deriveStateKey } from './keys.js';",
        "import { createSigner } from './signer.js';",
        'const stateKey = deriveStateKey();',
        'export const signer = createSigner({ secret: stateKey });',
      ),
      errors: [{ messageId: 'publicKeyHelper', data: { use: 'HMAC key', helper: 'deriveStateKey', specifier: './keys.js' }, line: 4, column: 38, endLine: 4, endColumn: 54 }],
    },
    {
      name: "a hash of a key whose `?? ''` fallback no check refuses",
      filename: at('server.js'),
      code: lines(
        "import { uncheckedKey } from './keys.js';",
        "import { createSigner } from './signer.js';",
        'export const signer = createSigner({ secret: uncheckedKey });',
      ),
      errors: [{ messageId: 'publicKeyHelper', line: 3, column: 38, endLine: 3, endColumn: 58 }],
    },
    {
      name: "a hash of literals handed to an imported class's constructor, which keeps opts.key as its HMAC key",
      filename: at('server.js'),
      code: lines(
        "import { packageKey } from './keys.js';",
        "import { ConfirmSigner } from './signer.js';",
        "export const legacy = new ConfirmSigner({ key: packageKey, prefix: 'v1:' });",
      ),
      errors: [{ messageId: 'publicKeyHelper', data: { use: 'HMAC key', helper: 'packageKey', specifier: './keys.js' }, line: 3, column: 43, endLine: 3, endColumn: 58 }],
    },
  ],
});
