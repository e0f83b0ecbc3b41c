// A result helper of the module whose every call the module shows (session 57): `ask(question, key)` returning `{
// resultType: 'input_required', inputRequests, requestState: question.requestState }` hands out what its callers pass.
// A service's answer (a state the service sealed) is no echo of the client's state, and a helper that only places a
// state made elsewhere makes none; the client's own params handed to it are echoed back unchanged.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const server = (asked: string) => [
  'function ask(question, key) {',
  "  return { resultType: 'input_required', inputRequests: { [key]: { method: 'elicitation/create', params: { message: question.prompt } } }, requestState: question.requestState };",
  '}',
  '',
  'export function register(server, scheduling, z) {',
  "  server.registerTool('cancel_visit', { inputSchema: { visitId: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
  '    const params = ctx.mcpReq;',
  '    if (params.requestState === undefined) {',
  '      const question = await scheduling.askCancel(ctx.userId, args);',
  `      return ask(${asked}, 'confirm');`,
  '    }',
  '    return scheduling.confirmCancel(ctx.userId, args, params.requestState);',
  '  });',
  '}',
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: "a service's question, its state sealed by the service", code: lines(...server('question')) }],
  invalid: [
    {
      name: "the client's params handed to the helper",
      code: lines(...server('params')),
      errors: [
        {
          messageId: 'unsignedState',
          data: { what: 'the requestState the client sent, handed back unchanged', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
          line: 2,
          column: 154,
          endLine: 2,
          endColumn: 175,
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a helper that places a state the service made makes none', code: lines(...server('question')) }],
  invalid: [],
});
