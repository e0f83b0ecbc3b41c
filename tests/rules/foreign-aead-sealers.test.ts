// A service of one module seals through a box of another (`this.box.seal(envelope, aad)`), in a module that hashes
// too (an arguments digest): whether what it seals is readable is the box's summary, not the service's own text. An AES-GCM box encrypts it (a token in it is unreadable: silent); an HMAC box only
// signs it (the client reads the JSON: the token is reported at the call that hands it over).
import rule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('foreign-aead');

write('package.json', '{ "type": "module" }');
write(
  'gcm-box.ts',
  "import { createCipheriv, randomBytes } from 'node:crypto';",
  'export class SealedBox {',
  "  static readonly PREFIX = 'v2.';",
  '  constructor(private readonly key: Buffer) {}',
  '  seal(value: unknown, aad: string): string {',
  '    const iv = randomBytes(12);',
  "    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: 16 });",
  "    cipher.setAAD(Buffer.from(aad, 'utf8'));",
  "    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);",
  "    return SealedBox.PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');",
  '  }',
  '}',
);
write(
  'hmac-box.js',
  "import { createHmac } from 'node:crypto';",
  'export class SealedBox {',
  '  constructor(key) { this.key = key; }',
  '  seal(value, aad) {',
  "    const body = Buffer.from(JSON.stringify(value)).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.key).update(body + aad).digest('base64url')}`;",
  '  }',
  '}',
);
const service = (box: string) =>
  lines(
    `import { SealedBox } from './${box}.js';`,
    "import { createHash } from 'node:crypto';",
    "export const argsDigest = (args: unknown) => createHash('sha256').update(JSON.stringify(args)).digest('hex');",
    'export class RoundTrip {',
    '  constructor(private readonly box: SealedBox) {}',
    '  mint(userId: string, tool: string, data: unknown) {',
    '    const envelope = { sub: userId, tool, exp: Math.floor(Date.now() / 1000) + 300, data };',
    '    return this.box.seal(envelope, `${userId}\\n${tool}`);',
    '  }',
    '}',
    'export const roundTrip = new RoundTrip(new SealedBox(Buffer.from(process.env.STATE_KEY, "base64")));',
  );
write('gcm-service.ts', service('gcm-box'));
write('hmac-service.ts', service('hmac-box'));

const tool = (module: string) =>
  lines(
    `import { roundTrip } from './${module}.js';`,
    'export async function run(req: any) {',
    "  const requestState = roundTrip.mint(req.userId, 'import_notes', { driveToken: req.headers.authorization });",
    "  return { resultType: 'input_required', inputRequests: {}, requestState };",
    '}',
  );

testRule('no-secrets-in-state', rule, {
  valid: [{ name: 'plain JavaScript: a service whose box is an untyped field', filename: path('plain.js'), code: lines('export class RoundTrip {', '  constructor(box) { this.box = box; }', '  mint(data) { return this.box.seal(data); }', '}') }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'an AES-GCM box of another module: the token is encrypted', filename: path('tool-gcm.ts'), code: tool('gcm-service') }],
    invalid: [
      {
        name: 'an HMAC box of another module: the client reads the token',
        filename: path('tool-hmac.ts'),
        code: tool('hmac-service'),
        errors: [{ messageId: 'secretInState', line: 3, column: 69, endLine: 3, endColumn: 106, suggestions: [{ messageId: 'removeProperty', data: { key: 'driveToken' }, output: tool('hmac-service').replace(' driveToken: req.headers.authorization ', '') }] }],
      },
    ],
  },
});
