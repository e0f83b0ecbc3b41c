// A value's declared type says the unit of its fields: every `SealedEnvelope` the sealer's module makes has `exp: now +
// ttlMs` (milliseconds), so `envelope.exp < nowSeconds` of a parameter or a variable declared `SealedEnvelope<T>` never
// expires, wherever the value came from (an opener out of sight, a caller the file does not see).
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('typed-expiry-units');

write('package.json', '{ "type": "module" }');
write(
  'envelope.ts',
  "import { createHmac } from 'node:crypto';",
  'export interface SealedEnvelope<T> { sub: string; exp: number; data: T }',
  'export interface Receipt { id: string; at: number }',
  'export function seal<T>(data: T, sub: string): string {',
  '  const envelope: SealedEnvelope<T> = { sub, exp: Date.now() + 5 * 60_000, data };',
  "  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');",
  "  return `${body}.${createHmac('sha256', process.env.STATE_KEY!).update(body).digest('base64url')}`;",
  '}',
);

const guard = (type: string, clock: string) =>
  lines(
    `import type { ${type} } from './envelope.js';`,
    '',
    `export function assertFresh(envelope: ${type}<unknown>): void {`,
    `  if (envelope.exp < ${clock}) throw new Error('expired');`,
    '}',
  );

const handler = lines(
  "import type { SealedEnvelope } from './envelope.js';",
  '',
  'export function resume(methods: { open(token: string): SealedEnvelope<{ step: number }> }, token: string): number {',
  '  let envelope: SealedEnvelope<{ step: number }>;',
  '  envelope = methods.open(token);',
  '  const nowSeconds = Math.floor(Date.now() / 1000);',
  '  if (envelope.exp <= nowSeconds) return 0;',
  '  return envelope.data.step;',
  '}',
);

testRule('require-state-binding', rule, {
  valid: [
    {
      name: 'a value with no declared type is unknown',
      filename: path('untyped.js'),
      code: lines('export function assertFresh(envelope) {', "  if (envelope.exp < Math.floor(Date.now() / 1000)) throw new Error('expired');", '}'),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'the expiry compared in the unit its type is written in', filename: path('same-unit.ts'), code: guard('SealedEnvelope', 'Date.now()') },
      { name: 'a type whose module writes no expiry', filename: path('receipt.ts'), code: lines("import type { Receipt } from './envelope.js';", 'export const stale = (r: Receipt): boolean => r.at < Math.floor(Date.now() / 1000);') },
    ],
    invalid: [
      {
        name: 'a parameter declared with the type, compared in seconds',
        filename: path('guard.ts'),
        code: guard('SealedEnvelope', 'Math.floor(Date.now() / 1000)'),
        errors: [
          {
            messageId: 'mixedUnits',
            data: { name: 'assertFresh', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'envelope.exp < Math.floor(Date.now() / 1000)', effect: 'never expires' },
            line: 4, column: 7, endLine: 4, endColumn: 51,
          },
        ],
      },
      {
        name: 'a variable declared with the type, assigned from an opener out of sight',
        filename: path('handler.ts'),
        code: handler,
        errors: [{ messageId: 'mixedUnits', data: { name: 'resume', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'envelope.exp <= nowSeconds', effect: 'never expires' }, line: 7, column: 7, endLine: 7, endColumn: 33 }],
      },
    ],
  },
});
