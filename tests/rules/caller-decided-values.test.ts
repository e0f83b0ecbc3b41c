// What a caller decides, followed into the function it calls (session 54, blind rounds 23 and 24): a JWT audience set
// from what the caller passes may be the tool's name (no finding that the tool is lacking); a lifetime a composition
// root hands to a signer's constructor options (`setExpirationTime(this.options.ttl)`), read from a local config object,
// or a duration a call passes as the option a factory's closure prefers to its default (`ttl ?? defaultTtl`);
// a positional parameter named `requestState` of a server action that answers `input_required` itself is the client's
// state, unless the function hands it out as its result's state (a result helper).
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('caller-decided-values');

write('package.json', '{ "type": "module" }');
const libJoseSignerRows = [
  "import { SignJWT, jwtVerify } from 'jose';",
  "",
  "export interface SignerOptions {",
  "  secret: Uint8Array;",
  "  ttl: string;",
  "}",
  "",
  "export class JoseStateSigner {",
  "  constructor(private readonly options: SignerOptions) {}",
  "",
  "  async seal(payload: object, binding: { subject: string; audience: string }): Promise<string> {",
  "    return new SignJWT({ st: payload })",
  "      .setProtectedHeader({ alg: 'HS256' })",
  "      .setSubject(binding.subject)",
  "      .setAudience(binding.audience)",
  "      .setExpirationTime(this.options.ttl)",
  "      .sign(this.options.secret);",
  "  }",
  "",
  "  async open(token: string, binding: { subject: string; audience: string }) {",
  "    const { payload } = await jwtVerify(token, this.options.secret, { algorithms: ['HS256'], audience: binding.audience, subject: binding.subject });",
  "    return payload;",
  "  }",
  "}",
];
write("lib/jose-signer.ts", ...libJoseSignerRows);
const libSignedRows = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
  "export function signState(claims) {",
  "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
  "  return `${body}.${mac(body).toString('base64url')}`;",
  "}",
  "export function verifyState(token) {",
  "  const [body, sig] = token.split('.');",
  "  const given = Buffer.from(sig ?? '', 'base64url');",
  "  const expected = mac(body);",
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "}",
];
write("lib/signed.js", ...libSignedRows);
const resultsRows = [
  "export function inputRequired(inputRequests, requestState) {",
  "  return { resultType: 'input_required', inputRequests, requestState };",
  "}",
];
write("results.js", ...resultsRows);
write(
  "lib/state-service.js",
  "import { SignJWT } from 'jose';",
  "export function createStateService({ secret, defaultTtl = '10m' }) {",
  "  const key = new TextEncoder().encode(secret);",
  "  return {",
  "    sign(claims, { ttl } = {}) {",
  "      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(ttl ?? defaultTtl).sign(key);",
  "    },",
  "  };",
  "}",
);

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'a sealer and an opener whose fields are what their callers write and compare',
      filename: path('lib/signed-copy.js'),
      code: lines(...libSignedRows),
    },
  ],
  invalid: [
    {
      name: "a duration passed as the option a factory's closure prefers to its default (`ttl ?? defaultTtl`)",
      filename: path('export.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { createStateService } from './lib/state-service.js';",
        "const state = createStateService({ secret: process.env.STATE_SECRET });",
        "export function register(server) {",
        "  server.registerTool('export_segment', { inputSchema: {} }, async (args, ctx) => {",
        "    const sub = ctx.http.authInfo.extra.userId;",
        "    const requestState = await state.sign({ sub, tool: 'export_segment' }, { ttl: '45m' });",
        "    return inputRequired({ inputRequests: {}, requestState });",
        "  });",
        "}",
      ),
      errors: [{ messageId: 'ttlTooLong', line: 7, column: 78, endLine: 7, endColumn: 88 }],
    },
  ],
  typescriptOnly: {
    valid: [{ name: 'a JWT audience the caller passes may be the tool', filename: path('lib/jose-signer.ts'), code: lines(...libJoseSignerRows) }],
    invalid: [
      {
        name: "a 45-minute lifetime handed to a signer's constructor options, read from a local config object",
        filename: path('main.ts'),
        code: lines(
    "import { JoseStateSigner } from './lib/jose-signer.js';",
    "",
    "const config = {",
    "  stateSecret: process.env.STATE_SECRET!,",
    "  stateTtl: '45m',",
    "};",
    "",
    "export const signer = new JoseStateSigner({",
    "  secret: new TextEncoder().encode(config.stateSecret),",
    "  ttl: config.stateTtl,",
    "});",
  ),
        errors: [{ messageId: 'ttlTooLong', line: 10, column: 3, endLine: 10, endColumn: 23 }],
      },
    ],
  },
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: "a result helper's requestState parameter is the state it hands out", filename: path('results.js'), code: lines(...resultsRows) }],
  invalid: [
    {
      name: 'a server action that answers input_required decodes its requestState parameter unverified',
      filename: path('actions.js'),
      code: lines(
    "import { signState } from './lib/signed.js';",
    "export async function exportAction(userId, format, requestState) {",
    "  if (!requestState) {",
    "    return { resultType: 'input_required', inputRequests: {}, requestState: signState({ sub: userId, tool: 'export', format, exp: Date.now() + 60_000 }) };",
    "  }",
    "  const cursor = JSON.parse(Buffer.from(requestState.split('.')[0], 'base64url').toString('utf8'));",
    "  return { content: [{ type: 'text', text: cursor.format }] };",
    "}",
  ),
      errors: [{ messageId: 'unverifiedState', line: 6, column: 18, endLine: 6, endColumn: 99 }],
    },
  ],
});

// `audience: binding.audience` in a jsonwebtoken wrapper of another module: the member the call passes is the audience
// (session 55, round 26); an object the call spells whole without it sets none
const flows = tempProject('caller-decided-audiences');
flows.write('package.json', '{ "type": "module" }');
flows.write(
  'src/state/token.ts',
  "import jwt from 'jsonwebtoken';",
  '',
  'export interface FlowBinding {',
  '  subject: string;',
  '  audience?: string;',
  '}',
  '',
  'export function signFlowToken(flow: unknown, binding: FlowBinding): string {',
  "  return jwt.sign({ flow }, process.env.STATE_SIGNING_KEY!, { algorithm: 'HS256', expiresIn: 300, subject: binding.subject, audience: binding.audience });",
  '}',
);
flows.write('src/tools.ts', 'export enum Tool {', "  Deploy = 'deploy_release',", "  Rollback = 'rollback_release',", '}');
const flowRows = (binding: string) => [
  "import { signFlowToken } from '../state/token.js';",
  "import { Tool } from '../tools.js';",
  '',
  'export function deployRound(userId: string, snapshot: object) {',
  `  return { resultType: 'input_required', inputRequests: {}, requestState: signFlowToken(snapshot, ${binding}) };`,
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: "the tool is the audience member the call passes (an enum's), from JavaScript",
      filename: flows.path('src/flow/deploy.js'),
      code: lines(...flowRows('{ subject: userId, audience: Tool.Deploy }').map((row) => row.replace('userId: string, snapshot: object', 'userId, snapshot'))),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: "the tool is the audience member the call passes (an enum's)", filename: flows.path('src/flow/deploy.ts'), code: lines(...flowRows('{ subject: userId, audience: Tool.Deploy }')) }],
    invalid: [
      {
        name: 'a binding object spelled whole without the audience: no tool',
        filename: flows.path('src/flow/deploy.ts'),
        code: lines(...flowRows('{ subject: userId }')),
        errors: [{ messageId: 'helperMissingSignedFields', line: 5, column: 75, endLine: 5, endColumn: 119 }],
      },
    ],
  },
});
