// SDK 1.x servers keep the state in `_meta`, often under a key namespaced for it and held by a constant of another
// module (`_meta[STATE_META]`): read from `request.params._meta`, and handed out in the `_meta` of an input_required
// result.
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('meta-state-keys');

write('farm/package.json', '{ "type": "module" }');
write('farm/keys.js', "export const STATE_META = 'farm.fieldwater/requestState';");
write(
  'farm/progress.js',
  lines(
    'export const encodeProgress = (progress) => Buffer.from(JSON.stringify(progress)).toString(\'base64url\');',
    "export const decodeProgress = (value) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));",
  ),
);
const SERVER = (read: string) =>
  lines(
    "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
    "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
    "import { STATE_META } from './keys.js';",
    "import { decodeProgress } from './progress.js';",
    "const server = new Server({ name: 'farm', version: '1.0.0' }, { capabilities: { tools: {} } });",
    'server.setRequestHandler(CallToolRequestSchema, async (request) => {',
    `  const raw = ${read};`,
    "  const progress = raw ? decodeProgress(raw) : { step: 'start' };",
    "  return { content: [{ type: 'text', text: progress.step }] };",
    '});',
  );
const RESULT = (written: string) =>
  lines(
    "import { createHmac } from 'node:crypto';",
    "import { STATE_META } from './keys.js';",
    "import { encodeProgress } from './progress.js';",
    'export function askDose(next) {',
    '  const body = encodeProgress(next);',
    "  const mac = createHmac('sha256', Buffer.from(process.env.STATE_KEY, 'base64')).update(body).digest('base64url');",
    `  return { resultType: 'input_required', inputRequests: {}, _meta: { [STATE_META]: ${written} } };`,
    '}',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: 'another _meta entry of the request, decoded', filename: path('farm/server.js'), code: SERVER("request.params._meta?.['farm.fieldwater/progress']") },
    { name: 'a signed token in the _meta of the result, under the namespaced key', filename: path('farm/dose.js'), code: RESULT('`${body}.${mac}`') },
  ],
  invalid: [
    {
      name: 'the state under a namespaced key of request.params._meta, decoded',
      filename: path('farm/server.js'),
      code: SERVER('request.params._meta?.[STATE_META]'),
      errors: [{ messageId: 'unverifiedStateHelper', line: 8, column: 26, endLine: 8, endColumn: 45 }],
    },
    {
      name: 'base64 JSON in the _meta of the result, under the namespaced key',
      filename: path('farm/dose.js'),
      code: RESULT('body'),
      errors: [{ messageId: 'unsignedState', line: 7, column: 84, endLine: 7, endColumn: 88 }],
    },
  ],
});

// `pick(params, 'requestState')`: a getter whose result is the member its second parameter names of its first
const ROUTER = (field: string) =>
  lines(
    'function pick(params, field) {',
    '  if (params[field] !== undefined) return params[field];',
    '  return params._meta ? params._meta[field] : undefined;',
    '}',
    'export async function callTool(request) {',
    `  const state = pick(request.params, '${field}');`,
    '  if (!state) return { content: [] };',
    "  const progress = JSON.parse(Buffer.from(state.split('.')[0], 'base64url').toString('utf8'));",
    "  return { content: [{ type: 'text', text: progress.step }] };",
    '}',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'another member a getter names, decoded', filename: path('farm/router.js'), code: ROUTER('cursor') }],
  invalid: [
    {
      name: 'the state a getter names by its parameter, decoded',
      filename: path('farm/router.js'),
      code: ROUTER('requestState'),
      errors: [{ messageId: 'unverifiedState', line: 8, column: 20, endLine: 8, endColumn: 94 }],
    },
  ],
});
