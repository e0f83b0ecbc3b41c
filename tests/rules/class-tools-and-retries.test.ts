// A tool declared as data on a class (`definition = { name, inputSchema }`) is served by the method that destructures
// the call's `requestState`; a JWT helper whose `audience` is a const of its module naming that tool binds the tool. A
// destructive handler that reads its arguments only in the branch that makes the state acts, on the retry, on what the
// state holds: no confirmation can be replayed for other arguments.
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('class-tools');

write('package.json', '{ "type": "module" }');
write(
  'tokens.ts',
  "import * as jwt from 'jsonwebtoken';",
  "const AUDIENCE = 'escalate_ticket';",
  "const OTHER = 'close_ticket';",
  'export class TokenService {',
  '  issue(userId: string, claims: object): string {',
  "    return jwt.sign({ ...claims }, process.env.STATE_KEY!, { algorithm: 'HS256', subject: userId, audience: AUDIENCE, expiresIn: '5m' });",
  '  }',
  '  issueOther(userId: string, claims: object): string {',
  "    return jwt.sign({ ...claims }, process.env.STATE_KEY!, { algorithm: 'HS256', subject: userId, audience: OTHER, expiresIn: '5m' });",
  '  }',
  '}',
);

const tool = (issue: string) =>
  lines(
    "import { TokenService } from './tokens.js';",
    'export class EscalateTicketTool {',
    "  readonly definition = { name: 'escalate_ticket', inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } } } };",
    '  constructor(private readonly tokens: TokenService) {}',
    '  async handle({ args, requestState, userId }: { args: { ticketId: string }; requestState?: string; userId: string }) {',
    '    if (!requestState) {',
    "      return { resultType: 'input_required', inputRequests: {}, requestState: this.tokens." + issue + '(userId, { ticketId: args.ticketId }) };',
    '    }',
    "    return { content: [{ type: 'text', text: 'done' }] };",
    '  }',
    '}',
  );

const purge = (retry: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    'export function register(server, crm, sealer) {',
    "  server.registerTool('merge_contacts', { inputSchema: { contactId: z.string() }, annotations: { destructiveHint: true } }, async ({ contactId }, ctx) => {",
    '    const userId = ctx.http.authInfo.extra.userId;',
    '    if (!ctx.mcpReq.requestState()) {',
    '      const dupes = await crm.findDuplicates(contactId);',
    "      const plan = { duplicateIds: dupes.map((d) => d.id), sub: userId, tool: 'merge_contacts', exp: Date.now() + 300_000 };",
    "      return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Merge?' }) }, requestState: sealer.seal(plan) });",
    '    }',
    '    const plan = sealer.open(ctx.mcpReq.requestState());',
    `    await crm.merge(${retry}, plan.duplicateIds);`,
    "    return { content: [{ type: 'text', text: 'merged' }] };",
    '  });',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'a retry that acts on what the state holds alone', filename: path('state-driven.js'), code: purge('plan.duplicateIds[0]') }],
  invalid: [
    {
      name: "a retry that acts on the retry's own argument",
      filename: path('argument-driven.js'),
      code: purge('contactId'),
      errors: [{ messageId: 'missingArgs', line: 9, column: 112, endLine: 9, endColumn: 129 }],
    },
  ],
  typescriptOnly: {
    valid: [{ name: "an audience const that names the class's tool", filename: path('audience.ts'), code: tool('issue') }],
    invalid: [
      {
        name: 'an audience const that names another tool',
        filename: path('other-audience.ts'),
        code: tool('issueOther'),
        errors: [{ messageId: 'helperMissingSignedFields', line: 7, column: 79, endLine: 7, endColumn: 138 }],
      },
    ],
  },
});
