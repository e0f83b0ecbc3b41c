// An AES-GCM opener whose additional data a helper builds from the binding it is handed (`setAAD(aad(binding))` with
// `function aad({ userId, tool, args })`): an open with another user or tool fails authentication, so it checks them.
// A helper that takes only the arguments binds neither.
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const opener = (pattern: string, items: string) =>
  lines(
    "import { createDecipheriv } from 'node:crypto';",
    "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
    "if (key.length !== 32) throw new Error('STATE_KEY must hold 32 random bytes');",
    `function associatedData(${pattern}) {`,
    `  return Buffer.from(JSON.stringify([${items}]), 'utf8');`,
    '}',
    'export function openState(token, binding) {',
    "  const [iv, ciphertext, tag] = token.split('.').map((part) => Buffer.from(part, 'base64url'));",
    "  const decipher = createDecipheriv('aes-256-gcm', key, iv);",
    '  decipher.setAAD(associatedData(binding));',
    '  decipher.setAuthTag(tag);',
    "  const payload = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));",
    "  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) throw new Error('expired');",
    '  return payload;',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'additional data a helper builds from the user, the tool and the arguments it destructures',
      code: opener('{ userId, tool, args }', "'g1', userId, tool, JSON.stringify(args)"),
    },
  ],
  invalid: [
    {
      name: 'additional data a helper builds from the arguments alone',
      code: opener('{ args }', "'g1', JSON.stringify(args)"),
      errors: [{ messageId: 'openerSkipsChecks', data: { name: 'openState', missing: 'the user and the tool', replay: 'for another user or for another tool', fields: 'the user and the tool' }, line: 7, column: 17, endLine: 7, endColumn: 26 }],
    },
  ],
});
