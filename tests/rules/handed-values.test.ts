// Steps of the value's path through helpers of other modules, found by blind rounds 113–118: a value handed to a
// helper that hands out its parameter as unsigned `requestState` (deflated, base64 JSON) is in unsigned state.
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('handed-values');
// every module is on disk, the linted ones too

write('pack/package.json', lines('{"name": "pack", "private": true, "type": "module"}'));
write('pack/roundtrip.js', lines(
  "import { deflateRawSync } from 'node:zlib';",
  'export function packState(state) {',
  "  return deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8')).toString('base64url');",
  '}',
  'export function askForm(key, form, state) {',
  '  return {',
  "    resultType: 'input_required',",
  "    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', ...form } } },",
  '    ...(state ? { requestState: packState(state) } : {}),',
  '  };',
  '}',
));
write('pack/sealed.js', lines(
  "import { sealState } from 'eslint-plugin-mcp-state/seal';",
  'export function askSealed(key, form, state, binding) {',
  "  return { resultType: 'input_required', inputRequests: { [key]: form }, requestState: sealState(state, binding, process.env.STATE_KEY) };",
  '}',
));

const logCall = lines(
  "import { askForm } from './roundtrip.js';",
  'export async function logCall(args, rep) {',
  '  const candidates = await rep.find(args.contact);',
  "  return askForm('pick', { message: 'Which contact?' }, {",
  '    candidates,',
  '    summary: args.summary,',
  '    hubspotToken: process.env.HUBSPOT_TOKEN,',
  '  });',
  '}',
);

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    // the same helper handed nothing secret
    {
      filename: path('pack/plain.js'),
      code: lines(
        "import { askForm } from './roundtrip.js';",
        "export const ask = (args) => askForm('pick', { message: 'Which one?' }, { summary: args.summary, page: 2 });",
      ),
    },
    // a helper that hands out its form, not its state, as what it encodes: the secret never reaches the state
    {
      filename: path('pack/form.js'),
      code: lines(
        "import { askForm } from './roundtrip.js';",
        "export const ask = (rep) => askForm('pick', { message: 'Which one?', hubspotToken: process.env.HUBSPOT_TOKEN });",
      ),
    },
  ],
  invalid: [
    // another module's helper that deflates its `state` parameter into the result's requestState: the secret handed to it is in unsigned state
    {
      filename: path('pack/log-call.js'),
      code: logCall,
      errors: [
        {
          messageId: 'secretInState',
          line: 7,
          column: 5,
          endLine: 7,
          endColumn: 44,
          suggestions: [
            {
              messageId: 'removeProperty',
              output: lines(
                "import { askForm } from './roundtrip.js';",
                'export async function logCall(args, rep) {',
                '  const candidates = await rep.find(args.contact);',
                "  return askForm('pick', { message: 'Which contact?' }, {",
                '    candidates,',
                '    summary: args.summary,',
                '  });',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
