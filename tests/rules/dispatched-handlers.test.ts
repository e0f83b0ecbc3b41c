// Handlers an in-house wrapper of another module dispatches by name (`tool.run(parsed.data, call)` over the registry
// it is handed), with the call's context holding the echoed state under a name of its own (`call.state`, spread in
// from `roundTripOf(request.params)`). A member the wrapper fills from the arguments (`call.cursor`) is not the state.
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('dispatched-handlers');
write('package.json', '{ "type": "module" }');
write(
  'lib/mcp.js',
  lines(
    "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
    "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
    'export function roundTripOf(params) {',
    '  const meta = params._meta ?? {};',
    '  return { state: params.requestState ?? meta.requestState, responses: params.inputResponses ?? meta.inputResponses ?? {} };',
    '}',
    'export function needsInput(inputRequests, requestState) {',
    "  return { resultType: 'input_required', inputRequests, requestState, content: [] };",
    '}',
    'export function createServer(tools) {',
    "  const server = new Server({ name: 'ledger', version: '1.0.0' }, { capabilities: { tools: {} } });",
    '  const byName = new Map(tools.map((tool) => [tool.name, tool]));',
    '  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {',
    '    const tool = byName.get(request.params.name);',
    '    const call = { userId: extra.authInfo?.extra?.userId, cursor: request.params.arguments?.cursor, ...roundTripOf(request.params) };',
    '    return tool.run(request.params.arguments ?? {}, call);',
    '  });',
    '  return server;',
    '}',
  ),
);
write('lib/codec.js', lines("export const unpack = (text) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));"));
const TOOLS = (member: string) =>
  lines(
    "import { unpack } from './lib/codec.js';",
    "import { needsInput } from './lib/mcp.js';",
    'export function invoiceTools(repo) {',
    '  return [',
    '    {',
    "      name: 'draft_invoice',",
    '      async run(args, call) {',
    `        if (!call.${member}) return needsInput({}, await repo.saveDraft(args));`,
    `        const draft = unpack(call.${member});`,
    "        return { content: [{ type: 'text', text: draft.customerId }] };",
    '      },',
    '    },',
    '  ];',
    '}',
  );
write('tools.js', TOOLS('state'));
write('tools-cursor.js', TOOLS('cursor'));

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a member the dispatcher fills from the arguments, decoded', filename: path('tools-cursor.js'), code: TOOLS('cursor') }],
  invalid: [
    {
      name: 'the echoed state a dispatcher of an imported module hands its handlers as call.state, decoded',
      filename: path('tools.js'),
      code: TOOLS('state'),
      errors: [{ messageId: 'unverifiedStateHelper', line: 9, column: 23, endLine: 9, endColumn: 41 }],
    },
  ],
});
