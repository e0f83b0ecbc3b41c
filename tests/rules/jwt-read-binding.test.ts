// A JWT that carries state must be read by a verify that checks its expiry (issue 42, point 3): no ignoreExpiration,
// no clock tolerance over the limit (require-state-binding), no decode without verify (require-sealed-state).
import rule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

testRule('require-state-binding', rule, {
  valid: [
    lines(
      "import jwt from 'jsonwebtoken';",
      'export function verifyTripState(token, userId) {',
      "  return jwt.verify(token, process.env.KEY, { subject: userId, maxAge: '10m', clockTolerance: 30 });",
      '}',
    ),
    // a sign-in's token, and a decode of something that is not state
    lines(
      "import jwt from 'jsonwebtoken';",
      "import { decodeJwt } from 'jose';",
      'export const verifyLoginState = (token) => jwt.verify(token, process.env.KEY, { ignoreExpiration: true });',
      'export const claimsOf = (idToken) => decodeJwt(idToken);',
    ),
    // the client's requestState decoded without a verify is require-sealed-state's unverified read, reported once there
    lines(
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import jwt from 'jsonwebtoken';",
      "const server = new McpServer({ name: 'labels', version: '1.0.0' });",
      "server.registerTool('label', { description: 'Label an issue' }, async (args, extra) => {",
      '  const { suggestions } = jwt.decode(args.requestState);',
      "  return { content: [{ type: 'text', text: suggestions.join(', ') }] };",
      '});',
    ),
  ],
  invalid: [
    {
      code: lines(
        "import jwt from 'jsonwebtoken';",
        "import { decodeJwt, jwtVerify } from 'jose';",
        'export function verifyTripState(token, userId) {',
        '  return jwt.verify(token, process.env.KEY, { subject: userId, ignoreExpiration: true });',
        '}',
        'export async function openApprovalState(token, key) {',
        "  return jwtVerify(token, key, { clockTolerance: '15m' });",
        '}',
        'export function peekApprovalState(token) {',
        '  return decodeJwt(token);',
        '}',
      ),
      errors: [
        {
          messageId: 'jwtIgnoresExpiry',
          line: 4,
          column: 64,
          endLine: 4,
          endColumn: 86,
          suggestions: [
            {
              messageId: 'removeIgnoreExpiration',
              output: lines(
            "import jwt from 'jsonwebtoken';",
            "import { decodeJwt, jwtVerify } from 'jose';",
            'export function verifyTripState(token, userId) {',
            '  return jwt.verify(token, process.env.KEY, { subject: userId });',
            '}',
            'export async function openApprovalState(token, key) {',
            "  return jwtVerify(token, key, { clockTolerance: '15m' });",
            '}',
            'export function peekApprovalState(token) {',
            '  return decodeJwt(token);',
            '}',
          ),
            },
          ],
        },
        {
          messageId: 'jwtToleranceTooLong',
          data: { ttl: '15 min', max: '10 min' },
          line: 7,
          column: 34,
          endLine: 7,
          endColumn: 55,
          suggestions: [
            {
              messageId: 'removeClockTolerance',
              output: lines(
            "import jwt from 'jsonwebtoken';",
            "import { decodeJwt, jwtVerify } from 'jose';",
            'export function verifyTripState(token, userId) {',
            '  return jwt.verify(token, process.env.KEY, { subject: userId, ignoreExpiration: true });',
            '}',
            'export async function openApprovalState(token, key) {',
            '  return jwtVerify(token, key, {});',
            '}',
            'export function peekApprovalState(token) {',
            '  return decodeJwt(token);',
            '}',
          ),
            },
          ],
        },
      ],
    },
  ],
});

// a decode that checks nothing is an unverified read of the state: require-sealed-state's, reported once there
testRule('require-sealed-state', sealedRule, {
  valid: [
    lines(
      "import { decodeJwt } from 'jose';",
      'export const claimsOf = (idToken) => decodeJwt(idToken);',
    ),
  ],
  invalid: [
    {
      code: lines(
        "import { decodeJwt } from 'jose';",
        'export function peekApprovalState(token) {',
        '  return decodeJwt(token);',
        '}',
      ),
      errors: [{ messageId: 'jwtDecodedUnverified', data: { callee: 'decodeJwt', verify: 'jwt.verify or jwtVerify' }, line: 3, column: 10, endLine: 3, endColumn: 26 }],
    },
  ],
});
