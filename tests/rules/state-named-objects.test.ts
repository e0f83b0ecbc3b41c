// A method of an object named or registered for state (`const stateTokens = { … }`, `fastify.decorate('stateTokens',
// { … })`, `container.register('stateCodec', { … })`) reads and signs state, as a method of a class named for it does:
// its JWT verify's tolerance and its decode are judged in it. An object named for a web sign-in's state is not.
import rule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const JWT = "import jwt from 'jsonwebtoken';";
const verify = "check(token, key) { return jwt.verify(token, key, { algorithms: ['HS256'], clockTolerance: 86400 }); },";
const peek = 'peek(token) { return jwt.decode(token); },';

testRule('require-state-binding', rule, {
  valid: [
    { name: 'an object named for a sign-in state', code: lines(JWT, 'export const oauthState = {', `  ${verify}`, `  ${peek}`, '};') },
    { name: 'an object named for nothing', code: lines(JWT, 'export const tokens = {', `  ${verify}`, `  ${peek}`, '};') },
    {
      name: 'a registered object with a short tolerance',
      code: lines(JWT, 'export function plugin(app) {', "  app.decorate('stateTokens', { check: (token, key) => jwt.verify(token, key, { clockTolerance: 30 }) });", '}'),
    },
  ],
  invalid: [
    {
      name: 'an object held in a const named for state',
      code: lines(JWT, 'export const stateTokens = {', `  ${verify}`, `  ${peek}`, '};'),
      errors: [
        {
          messageId: 'jwtToleranceTooLong',
          line: 3, column: 78, endLine: 3, endColumn: 99,
          suggestions: [
            {
              messageId: 'removeClockTolerance',
              output: lines(JWT, 'export const stateTokens = {', "  check(token, key) { return jwt.verify(token, key, { algorithms: ['HS256'] }); },", `  ${peek}`, '};'),
            },
          ],
        },
      ],
    },
    {
      name: 'an object a Fastify plugin decorates the instance with, under a name for state',
      code: lines(JWT, 'export async function plugin(fastify) {', "  fastify.decorate('stateTokens', {", `    ${verify}`, '  });', '}'),
      errors: [
        {
          messageId: 'jwtToleranceTooLong',
          line: 4, column: 80, endLine: 4, endColumn: 101,
          suggestions: [
            {
              messageId: 'removeClockTolerance',
              output: lines(
                JWT,
                'export async function plugin(fastify) {',
                "  fastify.decorate('stateTokens', {",
                "    check(token, key) { return jwt.verify(token, key, { algorithms: ['HS256'] }); },",
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

// its decode, which checks nothing, is an unverified read of the state
testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a decode in an object named for a sign-in state', code: lines(JWT, 'export const oauthState = {', `  ${peek}`, '};') }],
  invalid: [
    {
      name: 'an object held in a const named for state',
      code: lines(JWT, 'export const stateTokens = {', `  ${verify}`, `  ${peek}`, '};'),
      errors: [{ messageId: 'jwtDecodedUnverified', line: 4, column: 24, endLine: 4, endColumn: 41 }],
    },
    {
      name: 'an object assigned to a member named for state',
      code: lines(JWT, 'export function install(app) {', '  app.stateTokens = {', `    ${peek}`, '  };', '}'),
      errors: [{ messageId: 'jwtDecodedUnverified', line: 4, column: 26, endLine: 4, endColumn: 43 }],
    },
  ],
});
