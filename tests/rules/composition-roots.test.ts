// Dependencies a composition root hands in: a `deps` object destructured before use (`const { sealer } = deps;
// sealer.seal(…)`), codecs made by a `.map` over keys (`const [signer] = codecs; signer.codec.mint(…)`). What the root
// hands in is judged; a codec made without a bind is reported where it is made, not again at each mint of another
// module.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('composition-roots');
write('package.json', '{ "type": "module" }');
write(
  'sealer.js',
  lines(
    "import { createHmac } from 'node:crypto';",
    "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
    "if (key.length < 32) throw new Error('STATE_KEY must hold 32 random bytes');",
    'export function createSealer(ttlMs) {',
    '  function seal(draft, binding) {',
    '    const body = Buffer.from(JSON.stringify({ ...draft, userId: binding.userId, tool: binding.tool, exp: Date.now() + ttlMs })).toString(\'base64url\');',
    "    return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
    '  }',
    '  return { seal };',
    '}',
  ),
);
// each tool module, registered by the server with what it needs
const TOOL_MODULES = { 'onboarding.js': 'registerOnboarding', 'onboarding-clean.js': 'registerOnboarding', 'insurance.js': 'registerInsurance', 'insurance-clean.js': 'registerInsurance' };
write(
  'server.js',
  lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { createSealer } from './sealer.js';",
    "import { buildStateCodecs } from './codecs.js';",
    ...Object.entries(TOOL_MODULES).map(([file, name], index) => `import { ${name} as register${index} } from './${file}';`),
    "const server = new McpServer({ name: 'desk', version: '1.0.0' });",
    "const codecs = buildStateCodecs([{ kid: 'k1', key: Buffer.from(process.env.STATE_KEY ?? '', 'base64') }]);",
    ...Object.values(TOOL_MODULES).map((name, index) => (name === 'registerOnboarding' ? `register${index}(server, { sealer: createSealer(300_000) });` : `register${index}(server, codecs);`)),
  ),
);
const CODECS = lines(
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export function buildStateCodecs(keys) {',
  '  const codecs = keys.map((k) => ({ kid: k.kid, codec: createRequestStateCodec({ key: k.key, ttlSeconds: 600 }) }));',
  '  const [signer] = codecs;',
  '  return { mint: (payload, ctx) => signer.codec.mint(payload, ctx) };',
  '}',
);
write('codecs.js', CODECS);

const ONBOARDING = (caller: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    'export function registerOnboarding(server, deps) {',
    '  const { sealer } = deps;',
    "  server.registerTool('onboard', { inputSchema: {} }, async (args, ctx) => {",
    '    const info = ctx.http.authInfo;',
    `    const draft = { step: 'company', erp: { user: info.extra.email, ${caller} } };`,
    "    return inputRequired({ inputRequests: {}, requestState: sealer.seal(draft, { userId: info.extra.userId, tool: 'onboard' }) });",
    '  });',
    '}',
  );
const INSURANCE = (field: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    'export function registerInsurance(server, state) {',
    "  server.registerTool('check_eligibility', { inputSchema: {} }, async (args, ctx) => {",
    '    const clinic = await ctx.db.clinicById(args.clinicId);',
    `    const requestState = await state.mint({ tool: 'check_eligibility', clinicId: clinic.id, ${field} }, ctx);`,
    '    return inputRequired({ inputRequests: {}, requestState });',
    '  });',
    "  server.registerTool('claim', { inputSchema: {} }, async (args, ctx) => {",
    "    return inputRequired({ inputRequests: {}, requestState: await state.mint({ claimId: args.claimId }, ctx) });",
    '  });',
    '}',
  );

write('onboarding.js', ONBOARDING('accessToken: info.token'));
write('onboarding-clean.js', ONBOARDING("ticket: 'T-1'"));
write('insurance.js', INSURANCE('clearinghouseKey: clinic.clearinghouse_api_key'));
write('insurance-clean.js', INSURANCE('npi: clinic.npi'));

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    { name: 'codecs of another module, the payload holding no credential', filename: path('insurance-clean.js'), code: INSURANCE('npi: clinic.npi') },
    { name: 'a deps object destructured, the draft holding no credential', filename: path('onboarding-clean.js'), code: ONBOARDING("ticket: 'T-1'") },
  ],
  invalid: [
    {
      name: 'codecs made by a map over keys, handed in by the composition root, the payload holding an API key',
      filename: path('insurance.js'),
      code: INSURANCE('clearinghouseKey: clinic.clearinghouse_api_key'),
      errors: [
        {
          messageId: 'secretInState',
          line: 5,
          column: 93,
          endLine: 5,
          endColumn: 139,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'clearinghouseKey' },
              output: INSURANCE('clearinghouseKey: clinic.clearinghouse_api_key').replace(', clearinghouseKey: clinic.clearinghouse_api_key', ''),
            },
          ],
        },
      ],
    },
    {
      name: "a deps object destructured, the draft holding the caller's token",
      filename: path('onboarding.js'),
      code: ONBOARDING('accessToken: info.token'),
      errors: [
        {
          messageId: 'secretInState',
          line: 6,
          column: 69,
          endLine: 6,
          endColumn: 92,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'accessToken' }, output: ONBOARDING('accessToken: info.token').replace(', accessToken: info.token', '') }],
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "two tools minting with another module's codecs made without a bind: not reported again here", filename: path('insurance-clean.js'), code: INSURANCE('npi: clinic.npi') }],
  invalid: [
    {
      name: 'codecs made without a bind: reported where they are made',
      filename: path('codecs.js'),
      code: CODECS,
      errors: [{ messageId: 'codecWithoutBind', line: 3, column: 80, endLine: 3, endColumn: 111, suggestions: [{ messageId: 'addBind', output: CODECS.replace("server';\n", "server';\nimport { principalOf } from 'eslint-plugin-mcp-state/seal';\n").replace('ttlSeconds: 600 }', 'ttlSeconds: 600, bind: (ctx) => principalOf(ctx) }') }] }],
    },
  ],
});
