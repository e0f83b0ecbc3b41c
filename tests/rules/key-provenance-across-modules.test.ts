// A key is judged by how it was made, wherever that is: a `const` another module exports is walked from the expression
// it is bound to there (`export const secret = process.env.S ?? sha256(hostname())`), not only from the part that
// settled its kind; a member of a parameter with a default (`build(config = loadConfig())`) holds what the default
// makes; a member of a field a constructor is given (`this.opts.secret`) is the member of that parameter, also through
// a static factory (`StateSealer.create({ secret })`).
import rule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('key-provenance');

write('package.json', '{ "name": "key-provenance", "version": "1.0.0" }');
write(
  'secrets.js',
  "import { createHash } from 'node:crypto';",
  "import { hostname } from 'node:os';",
  'export const stateSecret =',
  "  process.env.STATE_SECRET ?? createHash('sha256').update(`${hostname()}:${process.pid}`).digest('hex');",
  'export const configuredSecret = process.env.STATE_SECRET;',
);
write(
  'config.cjs',
  "'use strict';",
  "const crypto = require('node:crypto');",
  "const os = require('node:os');",
  "const pkg = require('./package.json');",
  'function deriveStateKey(env) {',
  "  if (env.STATE_KEY) return Buffer.from(env.STATE_KEY, 'base64');",
  "  return crypto.createHash('sha256').update(`${pkg.name}:${os.hostname()}`).digest();",
  '}',
  'function loadConfig(env = process.env) {',
  '  return Object.freeze({ port: Number(env.PORT || 8080), stateKey: deriveStateKey(env) });',
  '}',
  'function loadStrictConfig(env = process.env) {',
  "  return Object.freeze({ stateKey: Buffer.from(env.STATE_KEY, 'base64') });",
  '}',
  'module.exports = { loadConfig, loadStrictConfig };',
);
write(
  'codec.cjs',
  "'use strict';",
  "const { createRequestStateCodec } = require('@modelcontextprotocol/server');",
  'function createStateCodec(key, { ttlSeconds = 600 } = {}) {',
  '  const codec = createRequestStateCodec({ key, ttlSeconds, bind: (ctx) => `${ctx.authInfo.clientId}:${ctx.toolName}` });',
  '  return { mint: (payload, ctx) => codec.mint(payload, ctx) };',
  '}',
  'module.exports = { createStateCodec };',
);
write(
  'sealer.ts',
  "import { createHmac } from 'node:crypto';",
  'export interface SealerOptions { secret: string; ttlSeconds?: number }',
  'export class StateSealer {',
  '  private constructor(private readonly opts: Required<SealerOptions>) {}',
  '  static create(options: SealerOptions): StateSealer {',
  '    return new StateSealer({ secret: options.secret, ttlSeconds: options.ttlSeconds ?? 300 });',
  '  }',
  '  seal(data: unknown): string {',
  '    const body = Buffer.from(JSON.stringify({ data, exp: Date.now() + this.opts.ttlSeconds * 1000 })).toString(\'base64url\');',
  "    return `${body}.${createHmac('sha256', this.opts.secret).update(body).digest('base64url')}`;",
  '  }',
  '}',
);

write(
  'ring.cjs',
  "'use strict';",
  'const current = { id: \'k7\', secret: Buffer.from(process.env.STATE_KEY, \'base64\') };',
  "const previous = { id: 'k6', secret: Buffer.from(process.env.STATE_KEY_PREV || 'k6-rotation-placeholder') };",
  'const strictPrevious = { id: \'k6\', secret: Buffer.from(process.env.STATE_KEY_PREV, \'base64\') };',
  'module.exports = { verifying: [current, previous], strict: [current, strictPrevious] };',
);

const opener = (ring: string) =>
  lines(
    "'use strict';",
    "const crypto = require('node:crypto');",
    "const keys = require('./ring.cjs');",
    "const mac = (secret, body) => crypto.createHmac('sha256', secret).update(body).digest('base64url');",
    'exports.open = (token) => {',
    "  const [kid, body, sig] = token.split('.');",
    `  const key = keys.${ring}.find((k) => k.id === kid);`,
    '  return key && crypto.timingSafeEqual(Buffer.from(mac(key.secret, body)), Buffer.from(sig)) ? JSON.parse(body) : null;',
    '};',
  );

const codecOf = (name: string) =>
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    `import { ${name} } from './secrets.js';`,
    `export const codec = createRequestStateCodec({ key: new TextEncoder().encode(${name}), ttlSeconds: 300, bind: (ctx) => ctx.authInfo.clientId });`,
  );

const builder = (loader: string) =>
  lines(
    "'use strict';",
    `const { ${loader} } = require('./config.cjs');`,
    "const { createStateCodec } = require('./codec.cjs');",
    `async function build(config = ${loader}()) {`,
    '  return createStateCodec(config.stateKey);',
    '}',
    'module.exports = { build };',
  );

const sealed = (secret: string) =>
  lines(
    "import { StateSealer } from './sealer.js';",
    `export const sealer = StateSealer.create({ secret: ${secret} });`,
  );

testRule('no-weak-state-key', rule, {
  valid: [
    { name: 'an exported key read from the environment alone', filename: path('configured.js'), code: codecOf('configuredSecret') },
    { name: 'a default whose key is read from the environment alone', filename: path('strict.cjs'), code: builder('loadStrictConfig'), languageOptions: commonJs },
    { name: 'a static factory handed a key from the environment', filename: path('sealed-env.js'), code: sealed('process.env.STATE_SECRET') },
    { name: 'a key ring whose every key is read from the environment', filename: path('strict-ring.cjs'), code: opener('strict'), languageOptions: commonJs },
  ],
  invalid: [
    {
      name: 'a key found in a ring another module makes, one of whose keys falls back to a literal',
      filename: path('ring-opener.cjs'),
      code: opener('verifying'),
      languageOptions: commonJs,
      errors: [{ messageId: 'literalFallbackHelper', line: 8, column: 56, endLine: 8, endColumn: 66 }],
    },
    {
      name: 'an exported key that falls back to a hash of the host and the process',
      filename: path('imported.js'),
      code: codecOf('stateSecret'),
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'request-state codec key', helper: 'stateSecret', specifier: './secrets.js', fallback: 'public facts (host, process, package)', source: 'STATE_SECRET' },
          line: 3, column: 48, endLine: 3, endColumn: 90,
        },
      ],
    },
    {
      name: "a member of a parameter whose default loads a config that falls back to the package's name and the host",
      filename: path('build.cjs'),
      code: builder('loadConfig'),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'literalFallbackHelper',
          data: { use: 'request-state codec key', helper: 'loadConfig', specifier: './config.cjs', fallback: 'public facts (host, process, package)', source: 'the configured key' },
          line: 5, column: 27, endLine: 5, endColumn: 42,
        },
      ],
    },
    {
      name: "a literal fallback handed to a static factory, kept in a constructor's options field",
      filename: path('sealed-literal.js'),
      code: sealed("process.env.STATE_SECRET || 'dev-state-secret'"),
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_SECRET' }, line: 2, column: 44, endLine: 2, endColumn: 98 }],
    },
  ],
});
