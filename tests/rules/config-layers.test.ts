// Keys whose value a configuration made of layers holds (session 60): a project function merging objects key by key,
// `[…].reduce(deepMerge, defaults)`, lodash's `merge`, and Nuxt's runtime config set in `nuxt.config`. A literal in a
// default layer is a literal fallback wherever the environment's layer may leave the key out; a layer that holds no key
// of its own falls back to nothing.
import weakKeyRule from '../../rules/no-weak-state-key.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const PACKAGE = '{ "name": "layers", "private": true, "type": "module" }';

// a project merge function over defaults and the environment's layer
const merged = tempProject('merge-function');
merged.write('package.json', PACKAGE);
const mergeConfig = (defaultSecret: string) => [
  "const defaults = { port: 8080, state: { secret: 'local-round-secret', ttlSeconds: 300 } };",
  "",
  "function fromEnv(env) {",
  "  return { port: env.PORT ? Number(env.PORT) : undefined, state: { secret: env.ROUND_SECRET } };",
  "}",
  "",
  "export function mergeConfig(...layers) {",
  "  const out = {};",
  "  for (const layer of layers) {",
  "    for (const [key, value] of Object.entries(layer ?? {})) {",
  "      if (value === undefined) continue;",
  "      out[key] = value && typeof value === 'object' && out[key] ? mergeConfig(out[key], value) : value;",
  "    }",
  "  }",
  "  return out;",
  "}",
  "",
  "export const config = mergeConfig(defaults, fromEnv(process.env));",
].map((row) => row.replace("secret: 'local-round-secret'", defaultSecret));
merged.write('with-default/config.js', ...mergeConfig("secret: 'local-round-secret'"));
merged.write('without-default/config.js', ...mergeConfig('secret: undefined'));
const mergedRound = [
  "import { createHmac } from 'node:crypto';",
  "import { config } from './config.js';",
  "",
  "export const macOf = (body) => createHmac('sha256', config.state.secret).update(body).digest('base64url');",
];

// layers reduced onto the defaults by a deep merge
const reduced = tempProject('reduce-merge');
reduced.write('package.json', PACKAGE);
reduced.write('settings.js',
  "import { readFileSync, existsSync } from 'node:fs';",
  "",
  "const defaults = { mcp: { signingKey: 'dev-signing-key-please-change' } };",
  "",
  "const fileLayer = () => (existsSync('settings.json') ? JSON.parse(readFileSync('settings.json', 'utf8')) : {});",
  "const envLayer = (env) => ({ mcp: { signingKey: env.MCP_SIGNING_KEY } });",
  "",
  "function deepMerge(base, over) {",
  "  const out = { ...base };",
  "  for (const [key, value] of Object.entries(over ?? {})) {",
  "    if (value === undefined) continue;",
  "    out[key] = value && typeof value === 'object' ? deepMerge(base?.[key] ?? {}, value) : value;",
  "  }",
  "  return out;",
  "}",
  "",
  "export const settings = [fileLayer(), envLayer(process.env)].reduce(deepMerge, defaults);",
);
const reducedTokens = [
  "import jwt from 'jsonwebtoken';",
  "import { settings } from './settings.js';",
  "",
  "export const signRound = (claims) => jwt.sign(claims, settings.mcp.signingKey, { expiresIn: 600 });",
];

// lodash's merge of a base and the environment's layer
const lodash = tempProject('lodash-merge');
lodash.write('package.json', PACKAGE);
lodash.write('config.js',
  "import merge from 'lodash/merge.js';",
  "",
  "const base = { hooks: { secret: 'hooks-dev-secret' } };",
  "export const config = merge({}, base, { hooks: { secret: process.env.HOOKS_SECRET } });",
);
const lodashRound = [
  "import { createHmac } from 'node:crypto';",
  "import { config } from './config.js';",
  "",
  "export const macOf = (body) => createHmac('sha256', config.hooks.secret).update(body).digest('hex');",
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: 'a merge function whose default layer holds no key', filename: merged.path('without-default/round.js'), code: lines(...mergedRound) },
  ],
  invalid: [
    {
      name: 'a merge function over a default layer holding a literal key',
      filename: merged.path('with-default/round.js'),
      code: lines(...mergedRound),
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 53, endLine: 4, endColumn: 72, suggestions: [] }],
    },
    {
      name: 'layers reduced onto defaults holding a literal key',
      filename: reduced.path('tokens.js'),
      code: lines(...reducedTokens),
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 55, endLine: 4, endColumn: 78, suggestions: [] }],
    },
    {
      name: "lodash's merge over a base holding a literal key",
      filename: lodash.path('round.js'),
      code: lines(...lodashRound),
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 53, endLine: 4, endColumn: 72, suggestions: [] }],
    },
  ],
});

// Nuxt: `useRuntimeConfig()` holds what `nuxt.config` sets unless NUXT_<NAME> overrides it
const nuxt = tempProject('nuxt-runtime-config');
nuxt.write('package.json', '{ "name": "desk", "private": true, "type": "module" }');
nuxt.write('nuxt.config.js',
  'export default defineNuxtConfig({',
  '  runtimeConfig: {',
  "    stateKey: process.env.DESK_STATE_KEY || 'desk-local-state-key',",
  "    emptyKey: '',",
  "    oauth: { clientSecret: '' },",
  "    public: { appName: 'Desk' },",
  '  },',
  '});',
);
const nuxtCodec = (member: string) => [
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  '',
  `export const codec = createRequestStateCodec({ key: new TextEncoder().encode(useRuntimeConfig().${member}), ttlSeconds: 600, bind: (ctx) => ctx.http?.authInfo?.extra?.userId });`,
];
const nuxtClientCheck = (compare: string) => [
  'export function checkClient(event, presented) {',
  '  const { oauth, public: shown } = useRuntimeConfig(event);',
  "  if (presented === shown.appName) return 'name';",
  `  return ${compare};`,
  '}',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: "a runtime config key nuxt.config declares as '' (set by NUXT_EMPTY_KEY)", filename: nuxt.path('server/utils/codec.js'), code: lines(...nuxtCodec('emptyKey')) }],
  invalid: [
    {
      name: 'a runtime config key nuxt.config falls back to a literal for',
      filename: nuxt.path('server/utils/codec.js'),
      code: lines(...nuxtCodec('stateKey')),
      errors: [{ messageId: 'literalFallback', line: 3, column: 48, endLine: 3, endColumn: 106, suggestions: [] }],
    },
  ],
});

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [{ name: 'a nested runtime config secret compared in constant time', filename: nuxt.path('server/utils/clients.js'), code: lines(...nuxtClientCheck('safeCompare(presented, oauth.clientSecret)')) }],
  invalid: [
    {
      name: 'a nested runtime config secret compared with ===',
      filename: nuxt.path('server/utils/clients.js'),
      code: lines(...nuxtClientCheck('presented === oauth.clientSecret')),
      errors: [{ messageId: 'timingUnsafeCompare', line: 4, column: 10, endLine: 4, endColumn: 42, suggestions: [{ messageId: 'replaceWithSafeEqual', output: lines("import { safeEqual } from 'eslint-plugin-mcp-state/seal';", ...nuxtClientCheck('safeEqual(presented, oauth.clientSecret)')) }] }],
    },
  ],
});

// a layer that falls back to public facts for the key, reduced onto defaults that hold none
const publicLayer = tempProject('public-layer');
publicLayer.write('package.json', PACKAGE);
const layeredSettings = (fallback: string) => [
  "import { createHash } from 'node:crypto';",
  "import { hostname } from 'node:os';",
  "",
  "const defaults = { mcp: { path: '/mcp' } };",
  "const envLayer = (env) => ({ mcp: { signingKey: env.MCP_SIGNING_KEY ?? createHash('sha256').update(`mcp:${hostname()}`).digest('hex') } });",
  "",
  "function deepMerge(base, over) {",
  "  const out = { ...base };",
  "  for (const [key, value] of Object.entries(over ?? {})) {",
  "    if (value === undefined) continue;",
  "    out[key] = value && typeof value === 'object' ? deepMerge(base?.[key] ?? {}, value) : value;",
  "  }",
  "  return out;",
  "}",
  "",
  "export const settings = [envLayer(process.env)].reduce(deepMerge, defaults);",
].map((row) => row.replace("createHash('sha256').update(`mcp:${hostname()}`).digest('hex')", fallback));
publicLayer.write('hashed/settings.js', ...layeredSettings("createHash('sha256').update(`mcp:${hostname()}`).digest('hex')"));
publicLayer.write('required/settings.js', ...layeredSettings("required('MCP_SIGNING_KEY')"), 'function required(name) {', '  throw new Error(`${name} is required`);', '}');
const layeredTokens = [
  "import jwt from 'jsonwebtoken';",
  "import { settings } from './settings.js';",
  "",
  "export const signRound = (claims) => jwt.sign(claims, settings.mcp.signingKey, { expiresIn: 600 });",
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: "an environment layer whose key has no fallback of its own", filename: publicLayer.path('required/tokens.js'), code: lines(...layeredTokens) }],
  invalid: [
    {
      name: 'an environment layer whose key falls back to a hash of the host name',
      filename: publicLayer.path('hashed/tokens.js'),
      code: lines(...layeredTokens),
      errors: [{ messageId: 'literalFallbackHelper', data: { use: 'JWT signing key', fallback: 'public facts (host, process, package)', source: 'MCP_SIGNING_KEY', helper: 'settings.mcp.signingKey', specifier: './settings.js' }, line: 4, column: 55, endLine: 4, endColumn: 78, suggestions: [] }],
    },
  ],
});
