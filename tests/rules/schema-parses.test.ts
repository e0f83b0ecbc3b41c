// Validation schemas (session 56): a zod schema whose last step transforms what it parses (`z.string().transform(fn)`)
// runs `fn` on what `parse` is handed, so `PreviewState.parse(requestState)` reads the state as `fn` does; a schema
// that transforms nothing gives back what it checks, so `RetryParams.parse(params).requestState` is still the client's.
// A schema that refines before it transforms (a check of the project's own, which may verify) is left unknown.
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('schema-parses');
project.write('package.json', '{ "name": "schema-parses", "private": true, "type": "module" }');
project.write(
  'src/schemas.js',
  "import { z } from 'zod';",
  "import { verifyLegacy } from './legacy.js';",
  '',
  'export const PreviewState = z.string().min(1).transform((token) => {',
  "  const [, payload] = token.split('.');",
  "  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));",
  '});',
  '',
  'export const CheckedState = z',
  '  .string()',
  '  .refine((token) => verifyLegacy(token))',
  "  .transform((token) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')));",
  '',
  'export const RetryParams = z.object({ requestState: z.string().optional() });',
);
project.write('src/legacy.js', "import { createHmac, timingSafeEqual } from 'node:crypto';", 'export function verifyLegacy(token) {', "  const [body, mac] = token.split('.');", "  return timingSafeEqual(Buffer.from(mac, 'base64url'), createHmac('sha256', process.env.LEGACY_KEY).update(body).digest());", '}');
const toolRows = (schema: string) => [
  "import { CheckedState, PreviewState, RetryParams } from './schemas.js';",
  '',
  'export async function describePending(req, params) {',
  '  const { requestState } = RetryParams.parse(params);',
  "  if (!requestState) return { content: [{ type: 'text', text: 'nothing pending' }] };",
  `  const claims = ${schema}.parse(requestState);`,
  "  return { content: [{ type: 'text', text: `Refund of ${claims.amount} pending` }] };",
  '}',
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a schema that refines with a check of the project before it transforms: unknown', filename: project.path('src/checked.js'), code: lines(...toolRows('CheckedState')) }],
  invalid: [
    {
      name: "a schema's transform decodes the state the params schema gave back",
      filename: project.path('src/preview.js'),
      code: lines(...toolRows('PreviewState')),
      errors: [{ messageId: 'unverifiedStateHelper', data: { helper: 'PreviewState', specifier: './schemas.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' }, line: 6, column: 18, endLine: 6, endColumn: 50 }],
    },
  ],
});
