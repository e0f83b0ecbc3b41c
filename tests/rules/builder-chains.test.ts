// A builder of another module (`StateToken.create().forUser(id).forTool('x').withArgs(args).sign(key)`) signs what the
// chain of calls before `sign` wrote into the field it spreads (`{ ...this.claims, exp }`): at each call, its methods'
// writes are the payload, with what the chain passes (`with('step', 'login')`). A chain that writes the user and the
// tool is bound; a destructive tool's chain that leaves `withArgs` out is not bound to its arguments; a value a chain
// passes is in readable state. An object written after it is made (`claims.sub = …` anywhere) is not read as complete.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('builder-chains');

write('package.json', '{ "type": "module" }');
write(
  'state-token.js',
  "import { createHash, createHmac } from 'node:crypto';",
  'const digest = (args) => createHash(\'sha256\').update(JSON.stringify(args)).digest(\'base64url\');',
  'export class StateToken {',
  '  constructor() {',
  '    this.claims = {};',
  '    this.ttlMs = 5 * 60 * 1000;',
  '  }',
  '  static create() {',
  '    return new StateToken();',
  '  }',
  '  forUser(userId) {',
  '    this.claims.sub = String(userId);',
  '    return this;',
  '  }',
  '  forTool(name) {',
  '    this.claims.tool = name;',
  '    return this;',
  '  }',
  '  withArgs(args) {',
  '    this.claims.args = digest(args);',
  '    return this;',
  '  }',
  '  with(key, value) {',
  '    this.claims[key] = value;',
  '    return this;',
  '  }',
  '  sign(key) {',
  '    const body = Buffer.from(JSON.stringify({ ...this.claims, exp: Date.now() + this.ttlMs })).toString(\'base64url\');',
  "    return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
  '  }',
  '}',
);

const server = (chain: string, destructive = true) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    "import { StateToken } from './state-token.js';",
    '',
    'export function register(server) {',
    `  server.registerTool('purge_ticket', { inputSchema: { ticketId: z.string() }, annotations: { destructiveHint: ${destructive} } }, async (args, ctx) => {`,
    '    const user = ctx.http.authInfo.extra.userId;',
    `    const requestState = StateToken.create()${chain}.sign(process.env.STATE_KEY);`,
    '    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: `Purge ${args.ticketId}?` }) }, requestState });',
    '  });',
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'a chain that writes the user, the tool and the arguments', filename: path('bound.js'), code: server(".forUser(user).forTool('purge_ticket').withArgs(args)") },
    { name: 'a chain that passes the user and the tool under fields of its choosing', filename: path('passed.js'), code: server(".with('sub', user).with('tool', 'purge_ticket').withArgs(args)") },
    { name: 'a tool that changes nothing needs no arguments', filename: path('safe.js'), code: server(".forUser(user).forTool('purge_ticket')", false) },
  ],
  invalid: [
    {
      name: "a destructive tool's chain that leaves withArgs out",
      filename: path('unbound.js'),
      code: server(".forUser(user).forTool('purge_ticket')"),
      errors: [{ messageId: 'missingArgs', line: 8, column: 26, endLine: 8, endColumn: 111 }],
    },
    {
      name: 'a chain that writes no user',
      filename: path('no-user.js'),
      code: server(".forTool('purge_ticket').withArgs(args)"),
      errors: [
        {
          messageId: 'helperMissingSignedFields',
          data: { helper: 'StateToken.create.forTool.withArgs.sign', specifier: './state-token.js', missing: 'the user', fields: 'userId (the authenticated user)', them: 'it' },
          line: 8, column: 26, endLine: 8, endColumn: 112,
        },
      ],
    },
  ],
});

const mailbox = (value: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { StateToken } from './state-token.js';",
    '',
    'export function register(server) {',
    "  server.registerTool('connect_mailbox', { inputSchema: {} }, async (args, ctx) => {",
    '    const creds = ctx.mcpReq.inputResponses?.login?.content ?? {};',
    "    const requestState = StateToken.create().forUser(ctx.http.authInfo.extra.userId).forTool('connect_mailbox')",
    `      .with('imap', ${value})`,
    '      .sign(process.env.STATE_KEY);',
    "    return inputRequired({ inputRequests: { folder: inputRequired.elicit({ message: 'Which folder?' }) }, requestState });",
    '  });',
    '}',
  );

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a chain that passes the host and the user name', filename: path('mailbox-safe.js'), code: mailbox('{ host: creds.host, user: creds.username }') }],
  invalid: [
    {
      name: 'a chain that passes the password the user typed',
      filename: path('mailbox.js'),
      code: mailbox('{ host: creds.host, password: creds.password }'),
      errors: [
        {
          messageId: 'secretInState',
          line: 8, column: 41, endLine: 8, endColumn: 65,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'password' }, output: mailbox('{ host: creds.host }') }],
        },
      ],
    },
  ],
});
