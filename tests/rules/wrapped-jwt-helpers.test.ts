// A helper of another module that hands out another helper's JWT inside a string (`` `j.${await issueToken(…)}` ``) is
// followed to the signer: the lifetime it sets is judged at the call whose state it becomes, and what the call passes
// into its claims, two helpers deep, is in state anyone holding the token can read.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('wrapped-jwt');

write('package.json', '{ "type": "module" }');
const tokens = (lifetime: string) => [
  "import { SignJWT } from 'jose';",
  'const secret = new TextEncoder().encode(process.env.RESUME_TOKEN_SECRET);',
  'async function issueToken(claims, userId, tool) {',
  "  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setAudience(tool)",
  `    .setIssuedAt().setExpirationTime('${lifetime}').sign(secret);`,
  '}',
  'export async function packState(claims, userId, tool) {',
  '  const jwt = await issueToken(claims, userId, tool);',
  '  return `j.${jwt}`;',
  '}',
];
write('short-tokens.js', ...tokens('5m'));
write('long-tokens.js', ...tokens('1h'));

const server = (module: string, claims: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    `import { packState } from './${module}';`,
    '',
    'export function register(server, sessions) {',
    "  server.registerTool('draft_email', { inputSchema: {} }, async (args, ctx) => {",
    '    const userId = ctx.http.authInfo.extra.userId;',
    '    const session = await sessions.load(userId);',
    "    const review = inputRequired.elicit({ message: 'Review the draft' });",
    `    return inputRequired({ inputRequests: { review }, requestState: await packState(${claims}, userId, 'draft_email') });`,
    '  });',
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a wrapped token that lives five minutes', filename: path('short.js'), code: server('short-tokens.js', '{ step: 1 }') }],
  invalid: [
    {
      name: 'a wrapped token that lives an hour, judged at the call whose state it becomes',
      filename: path('long.js'),
      code: server('long-tokens.js', '{ step: 1 }'),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 9, column: 75, endLine: 9, endColumn: 120 }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'claims with the draft only', filename: path('claims-safe.js'), code: server('short-tokens.js', '{ step: 1, email: session.email }') }],
  invalid: [
    {
      name: 'a refresh token passed into the claims of a token signed two helpers in',
      filename: path('claims-secret.js'),
      code: server('short-tokens.js', '{ step: 1, refreshToken: session.refreshToken }'),
      errors: [
        {
          messageId: 'secretInState',
          line: 9, column: 96, endLine: 9, endColumn: 130,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'refreshToken' }, output: server('short-tokens.js', '{ step: 1 }') }],
        },
      ],
    },
  ],
});
