// A sealer of another module that signs an issue time (`iat`) and whatever its caller passes, beside an opener that
// checks an `exp` claim only when there is one and never compares an age: a call that passes no expiry seals state
// that never expires, reported at that call. The same sealer whose module compares the age, or a call that passes
// `exp`, is silent.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('issue-time-only');

const TOKEN = (ageCheck: string) =>
  lines(
    "const { createHmac } = require('node:crypto');",
    "const encode = (value) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');",
    'const nowSeconds = () => Math.floor(Date.now() / 1000);',
    "const macOf = (input) => createHmac('sha256', process.env.STATE_SECRET).update(input).digest('base64url');",
    'function sign(claims) {',
    '  const body = encode({ iat: nowSeconds(), ...claims });',
    '  return `${body}.${macOf(body)}`;',
    '}',
    'function payloadOf(token) {',
    "  const parts = String(token).split('.');",
    "  return JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));",
    '}',
    'function verify(token, binding) {',
    "  const [body, mac] = String(token).split('.');",
    "  if (!mac || mac.length !== 43 || !require('node:crypto').timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(body)))) throw new Error('bad');",
    '  const claims = payloadOf(token);',
    ageCheck,
    "  if (claims.sub !== binding.sub || claims.tool !== binding.tool) throw new Error('other call');",
    '  return claims;',
    '}',
    'module.exports = { sign, verify };',
  );
const EXP_IF_PRESENT = "  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds()) throw new Error('expired');";
const AGE = "  if (nowSeconds() - claims.iat > 600) throw new Error('expired');";

const TOOL = (extra: string) =>
  lines(
    "const { sign, verify } = require('./token');",
    'async function archiveReport({ reportId }, extra) {',
    "  const userId = extra.authInfo.extra.userId;",
    '  const requestState = extra._meta?.requestState;',
    '  if (!requestState) {',
    `    const state = sign({ sub: userId, tool: 'archive_report', reportId${extra} });`,
    "    return { resultType: 'input_required', inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Archive?' } } }, requestState: state };",
    '  }',
    "  const claims = verify(requestState, { sub: userId, tool: 'archive_report' });",
    "  return { content: [{ type: 'text', text: claims.reportId }] };",
    '}',
    'module.exports = { archiveReport };',
  );
for (const [folder, check] of [['exp-if-present', EXP_IF_PRESENT], ['age', AGE]] as const) {
  write(`${folder}/package.json`, '{ "name": "reports", "private": true }');
  write(`${folder}/token.js`, TOKEN(check));
}

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'the sealer module compares the age of the issue time', filename: path('age/tools.js'), code: TOOL('') },
    { name: 'the call passes an expiry the opener checks', filename: path('exp-if-present/tools.js'), code: TOOL(', exp: Math.floor(Date.now() / 1000) + 300') },
  ],
  invalid: [
    {
      name: 'only the issue time is signed, and the opener checks exp only when present',
      filename: path('exp-if-present/tools.js'),
      code: TOOL(''),
      errors: [{ messageId: 'helperMissingSignedFields', line: 6, column: 19, endLine: 6, endColumn: 74 }],
    },
  ],
});
