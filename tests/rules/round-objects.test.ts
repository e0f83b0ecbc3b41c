// A retried call's params under any name (session 56): a parameter whose `requestState` and `inputResponses` the
// function reads (`round.requestState`, `round.inputResponses?.confirm`) holds the client's state, whoever built the
// object. A read in a block that returns before the function's signature check is not verified by that check; a
// format check that only counts a split's pieces (`token.split('.').length !== 3`) reads none of them.
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const roundRows = (cancelled: string) => [
  "import jwt from 'jsonwebtoken';",
  '',
  'export async function deployRound(platform, round) {',
  '  const answer = round.inputResponses?.confirm;',
  "  if (answer?.action !== 'accept') {",
  `    ${cancelled}`,
  "    return { content: [{ type: 'text', text: 'cancelled' }] };",
  '  }',
  "  const flow = jwt.verify(round.requestState, process.env.FLOW_KEY, { algorithms: ['HS256'], maxAge: '5m' });",
  '  await platform.deploy(flow.releaseId);',
  "  return { content: [{ type: 'text', text: 'deployed' }] };",
  '}',
];
const formatRows = [
  "import { jwtVerify } from 'jose';",
  '',
  'const key = new TextEncoder().encode(process.env.FLOW_KEY);',
  '',
  'export const openRound = (round) =>',
  "  round.requestState.split('.').length !== 3 || !round.inputResponses",
  '    ? Promise.resolve(null)',
  "    : Promise.resolve().then(async () => (await jwtVerify(round.requestState, key, { algorithms: ['HS256'], maxTokenAge: '5m' })).payload);",
];

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: 'the cancelled branch does not read the state', code: lines(...roundRows('await platform.releaseAll();')) },
    { name: "a format check counts the split's pieces before a callback verifies the JWT", code: lines(...formatRows) },
  ],
  invalid: [
    {
      name: 'a decode in a branch that returns before the verify',
      code: lines(...roundRows('await platform.releaseLock(jwt.decode(round.requestState).lockId);')),
      errors: [{ messageId: 'unverifiedRead', line: 6, column: 32, endLine: 6, endColumn: 62 }],
    },
  ],
});
