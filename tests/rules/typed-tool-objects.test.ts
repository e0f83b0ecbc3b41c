// A tool written as an object literal of a declared type (`export const deleteBucket: ToolDef = { async call(input,
// deps) { … } }` with `interface ToolDef { call(input: CallInput, deps: ToolDeps): … }` in another module) has its
// parameters typed by that member: `deps.codec` is what the codec factory declared to return a `StateCodec` makes. Its
// `seal` writes a token header and a body; the body (made from what it is handed) is what it signs. The seal answers a
// result (`mac(…).map((sig) => …)`), whose `value` is the token.
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('typed-tools');

write('package.json', '{ "type": "module" }');
write(
  'codec.ts',
  "import { ResultAsync } from 'neverthrow';",
  'const utf8 = new TextEncoder();',
  "const encodeJson = (value: unknown): string => btoa(JSON.stringify(value));",
  'export interface StateCodec { seal(sub: string, tool: string, data: unknown): ResultAsync<string, Error> }',
  'export function createStateCodec(key: CryptoKey, ttlMs: number, now: () => number = Date.now): StateCodec {',
  '  const mac = (input: string) =>',
  "    ResultAsync.fromPromise(crypto.subtle.sign('HMAC', key, utf8.encode(input)), (cause) => cause as Error).map((buf) => btoa(String.fromCharCode(...new Uint8Array(buf))));",
  '  return {',
  '    seal(sub, tool, data) {',
  "      const header = encodeJson({ v: 2, kid: 'k1' });",
  '      const body = encodeJson({ sub, tool, exp: now() + ttlMs, data });',
  '      return mac(`${header}.${body}`).map((sig) => `${header}.${body}.${sig}`);',
  '    },',
  '  };',
  '}',
);
write(
  'types.ts',
  "import type { StateCodec } from './codec.js';",
  'export interface ToolDeps { codec: StateCodec }',
  'export interface ToolDef { name: string; call(input: { args: Record<string, unknown>; userId: string; requestState?: string }, deps: ToolDeps): Promise<unknown> }',
);

const tool = (data: string) =>
  lines(
    "import type { ToolDef } from './types.js';",
    'export const deleteBucket: ToolDef = {',
    "  name: 'delete_bucket',",
    '  annotations: { destructiveHint: true },',
    "  inputSchema: { type: 'object', properties: { bucket: { type: 'string' } } },",
    '  async call({ args, userId, requestState }, { codec }) {',
    '    if (!requestState) {',
    `      const sealed = await codec.seal(userId, 'delete_bucket', ${data});`,
    "      return { resultType: 'input_required', inputRequests: {}, requestState: sealed.value };",
    '    }',
    "    return { content: [{ type: 'text', text: 'done' }] };",
    '  },',
    '};',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'plain JavaScript: an untyped tool object, its deps unknown', filename: path('plain.js'), code: tool("{ step: 'confirm' }").replace("import type { ToolDef } from './types.js';\n", '').replace(': ToolDef', '') }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'the bucket is signed with the state', filename: path('bound.ts'), code: tool("{ step: 'confirm', bucket: args.bucket }") }],
    invalid: [
      {
        name: 'a destructive tool whose state leaves the bucket out',
        filename: path('unbound.ts'),
        code: tool("{ step: 'confirm' }"),
        errors: [{ messageId: 'missingArgs', line: 8, column: 28, endLine: 8, endColumn: 84 }],
      },
    ],
  },
});
