import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A JWT sealed in a function named for state is taken for request state even when no requestState is in sight (a
 * helper whose token another module hands out). A function named for a web sign-in's state (an OAuth `state`, a CSRF
 * or PKCE value) makes no MCP state: it has no user or tool to bind.
 */

testRule('require-state-binding', rule, {
  valid: [],
  invalid: [
    {
      name: 'an OAuth state JWT is left alone; a state helper beside it must bind the user and the tool',
      code: lines(
        "import jwt from 'jsonwebtoken';",
        'const KEY = process.env.STATE_KEY;',
        'export function createOAuthState(returnTo, nonce) {',
        "  return jwt.sign({ nonce, returnTo }, KEY, { expiresIn: '10m' });",
        '}',
        'export function packState(step, answers) {',
        "  return jwt.sign({ step, answers }, KEY, { expiresIn: '10m' });",
        '}',
      ),
      errors: [
        {
          messageId: 'missingSignedFields',
          data: { missing: 'the user and the tool', fields: 'sub (the authenticated user) and tool (the tool\'s name)', them: 'them' },
          line: 7,
          column: 19,
          endLine: 7,
          endColumn: 36,
        },
      ],
    },
  ],
});
