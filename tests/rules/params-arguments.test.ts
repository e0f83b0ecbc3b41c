// A handler served from a tool table or a `tools/call` dispatcher is handed the call's params, not the arguments: it
// reads them from `params.arguments`, destructured or whole. Whether a destructive tool's state carries them, or the
// handler compares them with the opened state, is read there.
import rule from '../../rules/require-state-binding.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const tool = (read: string, payload: string, check = '') =>
  lines(
    "'use strict';",
    "const { createHmac } = require('node:crypto');",
    "const TOOL = 'move_files';",
    'const definition = {',
    '  name: TOOL,',
    '  annotations: { destructiveHint: true },',
    "  inputSchema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } },",
    '};',
    "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    'function seal(doc) {',
    "  const body = Buffer.from(JSON.stringify(doc)).toString('base64url');",
    '  return `${body}.${mac(body)}`;',
    '}',
    'async function run(params, ctx) {',
    `  ${read}`,
    '  if (!params.requestState) {',
    `    return { resultType: 'input_required', inputRequests: {}, requestState: seal({ ${payload}, user: ctx.user, tool: TOOL, exp: Date.now() + 60000 }) };`,
    '  }',
    '  const state = ctx.open(params.requestState);',
    `  ${check}`,
    '  return ctx.move(state.from, state.to);',
    '}',
    'module.exports = { definition, run };',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'destructured from params.arguments and signed', code: tool('const { from, to } = params.arguments || {};', 'from, to'), languageOptions: commonJs },
    { name: 'read whole from params.arguments and signed', code: tool('const args = params.arguments;', 'args'), languageOptions: commonJs },
    {
      name: 'not signed, but compared with the opened state',
      code: tool('const { from, to } = params.arguments || {};', 'step: 1', "if (state.from !== from || state.to !== to) throw new Error('other move');"),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    {
      name: 'neither signed nor compared',
      code: tool('const { from, to } = params.arguments || {};', 'step: 1'),
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 17, column: 82, endLine: 17, endColumn: 146 }],
    },
    {
      name: 'compared only with a literal',
      code: tool('const { from, to } = params.arguments || {};', 'step: 1', "if (from === '/') throw new Error('root');"),
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 17, column: 82, endLine: 17, endColumn: 146 }],
    },
  ],
});
