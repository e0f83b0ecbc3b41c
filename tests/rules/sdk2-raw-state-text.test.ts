// SDK 2.x handlers whose server is out of sight (a class of tools registered by a decorator): `ctx.mcpReq.requestState()`
// cut up as text (`raw.split('.')`) is the raw token, which only a server without a verify hook hands over, so decoding
// a part of it and reading it trusts the client. Reading the payload a hook verified is silent.
import requireSealedState from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const tools = (read: string) =>
  lines(
    'export class JournalTools {',
    '  async exportJournal(args, ctx) {',
    '    const raw = ctx.mcpReq.requestState();',
    '    if (!raw) return { content: [] };',
    `    const prior = ${read};`,
    '    return { content: [{ type: "text", text: String(prior.period) }] };',
    '  }',
    '}',
  );

testRule('require-sealed-state', requireSealedState, {
  valid: [{ name: 'the payload a verify hook handed over', code: tools('raw') }],
  invalid: [
    {
      name: "the body cut from the raw token and parsed",
      code: tools("JSON.parse(Buffer.from(raw.split('.')[1], 'base64url').toString('utf8'))"),
      errors: [{ messageId: 'unverifiedState', line: 5, column: 19, endLine: 5, endColumn: 91 }],
    },
  ],
});
