// An AES-GCM opener whose additional data a helper builds from the binding it is handed (`setAAD(aad(binding))` with
// `function aad({ userId, tool, args })`): an open with another user or tool fails authentication, so what it binds is
// what each call hands it, judged at the calls. Its own module is silent about the user and the tool.
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('aead-binding-helpers');
write('package.json', '{ "type": "module" }');
const opener = lines(
  "import { createDecipheriv } from 'node:crypto';",
  "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
  "if (key.length !== 32) throw new Error('STATE_KEY must hold 32 random bytes');",
  'function associatedData({ userId, tool, args }) {',
  "  return Buffer.from(JSON.stringify(['g1', userId, tool, JSON.stringify(args)]), 'utf8');",
  '}',
  'export function unboxState(token, binding) {',
  "  const [iv, ciphertext, tag] = token.split('.').map((part) => Buffer.from(part, 'base64url'));",
  "  const decipher = createDecipheriv('aes-256-gcm', key, iv);",
  '  decipher.setAAD(associatedData(binding));',
  '  decipher.setAuthTag(tag);',
  "  const payload = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));",
  "  if (typeof payload.exp !== 'number' || payload.exp <= Date.now()) throw new Error('expired');",
  '  return payload;',
  '}',
);
write('sealed-state.js', opener);

/** A tool that opens the client's state with `binding` (the text of an object literal). */
const caller = (binding: string) =>
  lines(
    "import { unboxState } from './sealed-state.js';",
    'export function resume(ctx, args) {',
    '  const userId = ctx.http.authInfo.extra.userId;',
    `  const state = unboxState(ctx.mcpReq.requestState(), ${binding});`,
    '  return state.step;',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'the opener, whose additional data is the binding each call hands it', filename: path('sealed-state.js'), code: opener },
    { name: 'a call handing it the user, the tool and the arguments', filename: path('refill.js'), code: caller("{ userId, tool: 'refill', args }") },
  ],
  invalid: [
    {
      name: 'a call handing it the arguments alone',
      filename: path('refill-unbound.js'),
      code: caller('{ args }'),
      errors: [{ messageId: 'helperSkipsChecks', data: { helper: 'unboxState', specifier: './sealed-state.js', missing: 'the user and the tool', replay: 'for another user or for another tool', fields: 'the user and the tool' }, line: 4, column: 17, endLine: 4, endColumn: 64 }],
    },
  ],
});
