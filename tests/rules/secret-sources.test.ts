// Secrets read from a secret manager (Google Secret Manager, AWS Secrets Manager and SSM SecureString parameters, Azure
// Key Vault, Powertools' getSecret) in one module and compared or used as a key in another; and keys derived from a
// variable that names the build (RELEASE_SHA); secrets of SvelteKit's `$env` modules and Nuxt's runtime config. Blind
// rounds 42-43 missed the first two (session 60).
import weakKeyRule from '../../rules/no-weak-state-key.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const stores = tempProject('secret-stores');
stores.write('package.json', '{ "name": "secret-sources", "private": true, "type": "module" }');
stores.write('secrets.js',
  "import { SecretManagerServiceClient } from '@google-cloud/secret-manager';",
  "import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';",
  "import { SSMClient, GetParameterCommand } from '@aws-sdk/client-ssm';",
  "import { SecretClient } from '@azure/keyvault-secrets';",
  "import { DefaultAzureCredential } from '@azure/identity';",
  "import { getSecret } from '@aws-lambda-powertools/parameters/secrets';",
  "",
  "const gcp = new SecretManagerServiceClient();",
  "const aws = new SecretsManagerClient({});",
  "const ssm = new SSMClient({});",
  "const azure = new SecretClient(process.env.VAULT_URL, new DefaultAzureCredential());",
  "",
  "async function access(name) {",
  "  const [version] = await gcp.accessSecretVersion({ name: `projects/p/secrets/${name}/versions/latest` });",
  "  return Buffer.from(version.payload.data).toString('utf8').trim();",
  "}",
  "",
  "let channel;",
  "export const channelToken = () => (channel ??= access('channel-token'));",
  "",
  "export async function hookToken() {",
  "  const answer = await aws.send(new GetSecretValueCommand({ SecretId: 'hook-token' }));",
  "  return answer.SecretString;",
  "}",
  "",
  "export async function adminToken() {",
  "  const { Parameter } = await ssm.send(new GetParameterCommand({ Name: '/ops/admin', WithDecryption: true }));",
  "  return Parameter.Value;",
  "}",
  "",
  "export async function region() {",
  "  const { Parameter } = await ssm.send(new GetParameterCommand({ Name: '/ops/region' }));",
  "  return Parameter.Value;",
  "}",
  "",
  "export async function kioskToken() {",
  "  return (await azure.getSecret('kiosk-token')).value;",
  "}",
  "",
  "export const stateKey = async () => Buffer.from((await getSecret('state-key')) ?? 'dev-state-key');",
  "export const storedKey = async () => Buffer.from(await getSecret('state-key'), 'base64');",
);
stores.write('sign.js',
  "import { createHmac } from 'node:crypto';",
  "import { stateKey, storedKey } from './secrets.js';",
  "",
  "export async function macOf(body) {",
  "  return createHmac('sha256', await stateKey()).update(body).digest('base64url');",
  "}",
  "",
  "export async function storedMacOf(body) {",
  "  return createHmac('sha256', await storedKey()).update(body).digest('base64url');",
  "}",
);

const admit = (channel: string, hook: string, region: string, admin: string, kiosk: string) => [
  "import { timingSafeEqual } from 'node:crypto';",
  "import { channelToken, hookToken, adminToken, region, kioskToken } from './secrets.js';",
  '',
  'const same = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));',
  '',
  'export async function admit(req) {',
  `  if (${channel}) return false;`,
  `  if (${hook}) return false;`,
  `  if (${region}) return false;`,
  '  const admin = await adminToken();',
  `  if (${admin}) return true;`,
  '  const kiosk = await kioskToken();',
  `  return ${kiosk};`,
  '}',
];

const UNSAFE: Parameters<typeof admit> = [
  "req.get('x-channel-token') !== (await channelToken())",
  "req.headers['x-hook'] !== (await hookToken())",
  "!same(req.headers['x-region'], await region())",
  "req.headers['x-admin'] === admin",
  "kiosk === req.headers['x-kiosk']",
];

/** The unsafe flow with comparison `index` of {@link UNSAFE} written as `replacement` and `safeEqual` imported after the imports. */
function withSafeEqual(index: number, replacement: string): string {
  const comparisons = [...UNSAFE] as Parameters<typeof admit>;
  comparisons[index] = replacement;
  const rows = admit(...comparisons);
  rows.splice(2, 0, "import { safeEqual } from 'eslint-plugin-mcp-state/seal';");
  return lines(...rows);
}

const SAFE = admit(
  "!same(req.get('x-channel-token'), await channelToken())",
  "!same(req.headers['x-hook'], await hookToken())",
  "!same(req.headers['x-region'], await region())",
  "same(req.headers['x-admin'], admin)",
  "same(kiosk, req.headers['x-kiosk'])",
);

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    { name: 'secrets of four secret managers compared in constant time', filename: stores.path('hooks.js'), code: lines(...SAFE) },
    {
      name: 'an SSM parameter read without WithDecryption (no SecureString) compared with !==',
      filename: stores.path('hooks.js'),
      code: lines(...admit("!same(req.get('x-channel-token'), await channelToken())", "!same(req.headers['x-hook'], await hookToken())", "req.headers['x-region'] !== (await region())", "same(req.headers['x-admin'], admin)", "same(kiosk, req.headers['x-kiosk'])")),
    },
  ],
  invalid: [
    {
      name: 'secrets of four secret managers compared with !== and ===',
      filename: stores.path('hooks.js'),
      code: lines(...admit(...UNSAFE)),
      // `req.get(…)` runs before the fetch either way: the one fix that keeps the order
      output: withSafeEqual(0, "!safeEqual(req.get('x-channel-token'), (await channelToken()))"),
      errors: [
        { messageId: 'timingUnsafeCompareHelper', line: 7, column: 7, endLine: 7, endColumn: 60, suggestions: [] },
        {
          messageId: 'timingUnsafeCompareHelper',
          line: 8,
          column: 7,
          endLine: 8,
          endColumn: 52,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: withSafeEqual(1, "!safeEqual(req.headers['x-hook'], (await hookToken()))") }],
        },
        {
          messageId: 'timingUnsafeCompareHelper',
          line: 11,
          column: 7,
          endLine: 11,
          endColumn: 39,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: withSafeEqual(3, "safeEqual(req.headers['x-admin'], admin)") }],
        },
        {
          messageId: 'timingUnsafeCompareHelper',
          line: 13,
          column: 10,
          endLine: 13,
          endColumn: 42,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: withSafeEqual(4, "safeEqual(kiosk, req.headers['x-kiosk'])") }],
        },
      ],
    },
  ],
});

stores.write('build.js',
  "import { hkdfSync } from 'node:crypto';",
  "",
  "const required = (name) => {",
  "  const value = process.env[name];",
  "  if (!value) throw new Error(`missing ${name}`);",
  "  return value;",
  "};",
  "",
  "export const settings = { release: required('RELEASE_SHA'), seed: required('STATE_KEY_SEED') };",
  "export const releaseKey = Buffer.from(hkdfSync('sha256', settings.release, 'app', 'state', 32));",
  "export const seededKey = Buffer.from(hkdfSync('sha256', settings.seed, 'app', 'state', 32));",
);

const minter = (key: string) => [
  "import jwt from 'jsonwebtoken';",
  `import { ${key} } from './build.js';`,
  '',
  `export const mint = (claims) => jwt.sign(claims, ${key}, { expiresIn: 600 });`,
];

const storedMac = [
  "import { createHmac } from 'node:crypto';",
  "import { storedKey } from './secrets.js';",
  '',
  'export async function storedMacOf(body) {',
  "  return createHmac('sha256', await storedKey()).update(body).digest('base64url');",
  '}',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: "a key Powertools' getSecret reads, with no fallback", filename: stores.path('stored-mac.js'), code: lines(...storedMac) },
    { name: 'HKDF over a variable named for a key seed', filename: stores.path('jwt.js'), code: lines(...minter('seededKey')) },
  ],
  invalid: [
    {
      name: "a key Powertools' getSecret reads, with a literal fallback",
      filename: stores.path('sign.js'),
      code: lines(
  "import { createHmac } from 'node:crypto';",
  "import { stateKey, storedKey } from './secrets.js';",
  "",
  "export async function macOf(body) {",
  "  return createHmac('sha256', await stateKey()).update(body).digest('base64url');",
  "}",
  "",
  "export async function storedMacOf(body) {",
  "  return createHmac('sha256', await storedKey()).update(body).digest('base64url');",
  "}",
      ),
      errors: [{ messageId: 'literalFallbackHelper', line: 5, column: 37, endLine: 5, endColumn: 47, suggestions: [] }],
    },
    {
      name: 'HKDF over the commit a build sets as RELEASE_SHA',
      filename: stores.path('jwt.js'),
      code: lines(...minter('releaseKey')),
      errors: [{ messageId: 'publicKeyHelper', line: 4, column: 50, endLine: 4, endColumn: 60, suggestions: [] }],
    },
  ],
});

// secrets a web framework's environment gives: SvelteKit's `$env` modules, Nuxt's runtime config
const frameworkCheck = (compare: (given: string, secret: string) => string) => [
  "import { WEBHOOK_SECRET } from '$env/static/private';",
  "import { env } from '$env/dynamic/private';",
  "import { PUBLIC_SITE_NAME } from '$env/static/public';",
  '',
  'export function checkDelivery(request) {',
  "  const given = request.headers.get('x-delivery-signature');",
  `  if (${compare('given', 'WEBHOOK_SECRET')}) return 'svelte-static';`,
  `  if (${compare('given', 'env.HOOK_TOKEN')}) return 'svelte-dynamic';`,
  '  const config = useRuntimeConfig();',
  `  if (${compare('given', 'config.webhookSecret')}) return 'nuxt';`,
  "  if (given === config.public.siteName || given === PUBLIC_SITE_NAME) return 'public';",
  '  return undefined;',
  '}',
];

/** The unsafe check with comparison `which` written with safeEqual, imported after the other imports. */
function frameworkFixed(which: string): string {
  const rows = frameworkCheck((a, b) => (b === which ? `safeEqual(${a}, ${b})` : `${a} === ${b}`));
  rows.splice(3, 0, "import { safeEqual } from 'eslint-plugin-mcp-state/seal';");
  return lines(...rows);
}

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [{ name: "secrets of SvelteKit's $env modules and Nuxt's runtime config compared in constant time", code: lines(...frameworkCheck((a, b) => `safeCompare(${a}, ${b})`)) }],
  invalid: [
    {
      name: "secrets of SvelteKit's $env modules and Nuxt's runtime config compared with ===",
      code: lines(...frameworkCheck((a, b) => `${a} === ${b}`)),
      errors: [
        { messageId: 'timingUnsafeCompare', line: 7, column: 7, endLine: 7, endColumn: 31, suggestions: [{ messageId: 'replaceWithSafeEqual', output: frameworkFixed('WEBHOOK_SECRET') }] },
        { messageId: 'timingUnsafeCompare', line: 8, column: 7, endLine: 8, endColumn: 31, suggestions: [{ messageId: 'replaceWithSafeEqual', output: frameworkFixed('env.HOOK_TOKEN') }] },
        { messageId: 'timingUnsafeCompare', line: 10, column: 7, endLine: 10, endColumn: 37, suggestions: [{ messageId: 'replaceWithSafeEqual', output: frameworkFixed('config.webhookSecret') }] },
      ],
    },
  ],
});
