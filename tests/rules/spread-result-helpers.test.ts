// State handed out through a result helper that spreads it in only when there is one (`...(requestState ? {
// requestState } : {})`), by tools served from a table whose dispatcher hands them `{ user, inputResponses }`
// (session 54, blind round 21): a file that never spells `requestState` hands it out through the helper; a credential
// the user typed in answer to an input request (`developerToken`) is nested by another module's sealer in what it signs;
// a lazily created singleton (`StateVault.#instance ??= new StateVault()`) is an instance of its class.
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('spread-result-helpers');

write('package.json', '{ "type": "module" }');
write(
  "lib/rpc.js",
  "export const inputRequired = (inputRequests, requestState) => ({",
  "  resultType: 'input_required',",
  "  inputRequests,",
  "  ...(requestState ? { requestState } : {}),",
  "});",
);
write(
  "lib/envelope.js",
  "import { createHmac } from 'node:crypto';",
  "const mac = (body) => createHmac('sha256', process.env.STATE_SECRET).update(body).digest('base64url');",
  "export function mintState(payload, { userId, tool }) {",
  "  const claims = { u: userId, t: tool, exp: Date.now() + 300_000, p: payload };",
  "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
  "  return `${body}.${mac(body)}`;",
  "}",
);
write(
  "lib/vault.js",
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  "",
  "export class StateVault {",
  "  static #instance;",
  "",
  "  static getInstance() {",
  "    return (StateVault.#instance ??= new StateVault());",
  "  }",
  "",
  "  #codec = createRequestStateCodec({",
  "    key: new TextEncoder().encode(process.env.STATE_KEY),",
  "    ttlSeconds: 300,",
  "    bind: (ctx) => ctx.http.authInfo.extra.userId,",
  "  });",
  "",
  "  seal(payload, ctx) {",
  "    return this.#codec.mint(payload, ctx);",
  "  }",
  "}",
  "",
  "export const vault = () => StateVault.getInstance();",
);

/** A tool served from a table that seals `payload` with the nesting sealer of another module. */
const importTool = (payload: string) =>
  lines(
    "import { inputRequired } from '../lib/rpc.js';",
    "import { mintState } from '../lib/envelope.js';",
    'export default {',
    "  name: 'import_notes',",
    "  inputSchema: { type: 'object', properties: {} },",
    '  async call(args, { user, inputResponses }) {',
    '    const creds = inputResponses?.evernote;',
    `    return inputRequired({}, mintState(${payload}, { userId: user.id, tool: 'import_notes' }));`,
    '  },',
    '};',
  );

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: 'state sealed by another module, handed out through the helper',
      filename: path('tools/import-sealed.js'),
      code: importTool("{ step: 'pick' }"),
    },
  ],
  invalid: [
    {
      name: 'base64 JSON handed out through a helper that spreads the state in, from a file that never spells requestState',
      filename: path('tools/export.js'),
      code: lines(
        "import { inputRequired } from '../lib/rpc.js';",
        "export default {",
        "  name: 'export_notebook',",
        "  inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } } },",
        "  async call(args, { user }) {",
        "    return inputRequired({}, btoa(JSON.stringify({ notebookId: args.notebookId, owner: user.id })));",
        "  },",
        "};",
  ),
      errors: [{ messageId: 'unsignedState', line: 6, column: 30, endLine: 6, endColumn: 99 }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'the answer kept out of the state', filename: path('tools/import-sealed.js'), code: importTool("{ step: 'pick' }") }],
  invalid: [
    {
      name: "a developer token the user typed, nested by another module's sealer in what it signs",
      filename: path('tools/import.js'),
      code: importTool("{ step: 'pick', evernoteToken: creds.content.developerToken }"),
      errors: [{ messageId: 'secretInState', line: 8, column: 56, endLine: 8, endColumn: 99, suggestions: [{ messageId: 'removeProperty', output: importTool("{ step: 'pick' }") }] }],
    },
    {
      name: 'a bearer token sealed by the codec of a lazily created singleton (`StateVault.#instance ??= new StateVault()`)',
      filename: path('transfer.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { vault } from './lib/vault.js';",
        "",
        "export function register(server) {",
        "  server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
        "    const onBehalfOf = `Bearer ${ctx.http?.authInfo?.token ?? ''}`;",
        "    return inputRequired({ inputRequests: {}, requestState: await vault().seal({ step: 'confirm', onBehalfOf }, ctx) });",
        "  });",
        "}",
      ),
      errors: [{ messageId: 'secretInState', line: 7, column: 99, endLine: 7, endColumn: 109, suggestions: [{ messageId: 'removeProperty', output: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { vault } from './lib/vault.js';",
        "",
        "export function register(server) {",
        "  server.registerTool('transfer', { inputSchema: {} }, async (args, ctx) => {",
        "    const onBehalfOf = `Bearer ${ctx.http?.authInfo?.token ?? ''}`;",
        "    return inputRequired({ inputRequests: {}, requestState: await vault().seal({ step: 'confirm' }, ctx) });",
        "  });",
        "}",
      ) }] }],
    },
  ],
});
