// A handler registered through a wrapper (session 57): `server.registerTool(name, config, withCaller(async (args, ctx,
// caller) => …))`, where the wrapper, here or in another module, returns a function that calls the one it is handed.
// The function written in place is the tool's handler: a destructive tool's confirmation that carries only some of its
// arguments is reported as it is without the wrapper. A call that only hands a function on, calling nothing, is no
// handler.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const WRAPPER = [
  'export const withCaller = (handler) => (args, ctx) => {',
  '  const userId = ctx.http?.authInfo?.extra?.userId;',
  "  if (!userId) return { isError: true, content: [{ type: 'text', text: 'who are you?' }] };",
  '  return handler(args, ctx, { userId });',
  '};',
];

const tool = (carried: string, wrap = 'withCaller', imports = ["import { withCaller } from './compose.js';"]) => [
  "import { createHmac } from 'node:crypto';",
  ...imports,
  '',
  "const seal = (payload) => { const body = Buffer.from(JSON.stringify(payload)).toString('base64url'); return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`; };",
  '',
  'export function register(server, z) {',
  '  server.registerTool(',
  "    'adjust_balance',",
  '    { inputSchema: { accountId: z.string(), amountCents: z.number() }, annotations: { destructiveHint: true } },',
  `    ${wrap}(async ({ accountId, amountCents }, ctx, caller) => {`,
  `      if (!ctx.mcpReq.requestState()) return { resultType: 'input_required', inputRequests: {}, requestState: seal({ ${carried}, userId: caller.userId, tool: 'adjust_balance', exp: Date.now() + 60000 }) };`,
  '      return post(accountId, amountCents);',
  '    }),',
  '  );',
  '}',
];

const project = tempProject('wrapped-handlers');
project.write('package.json', '{ "name": "wrapped", "private": true, "type": "module" }');
project.write('src/compose.js', ...WRAPPER);

const missingArgs = (line: number, column: number, endColumn: number) => ({ messageId: 'missingArgs' as const, line, column, endLine: line, endColumn });

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'every argument carried, the wrapper in another module', filename: project.path('src/adjust.js'), code: lines(...tool('accountId, amountCents')) },
    { name: 'a call that hands the function on, calling nothing: no handler known', code: lines(...tool('accountId', 'remember', ['const remember = (fn) => { registry.push(fn); return () => null; };'])) },
  ],
  invalid: [
    {
      name: 'only the account carried, the wrapper in another module',
      filename: project.path('src/adjust.js'),
      code: lines(...tool('accountId')),
      errors: [missingArgs(11, 116, 201)],
    },
    {
      name: 'only the account carried, the wrapper in this module',
      code: lines(...tool('accountId', 'withCaller', WRAPPER.map((row) => row.replace('export const', 'const')))),
      errors: [missingArgs(15, 116, 201)],
    },
  ],
});
