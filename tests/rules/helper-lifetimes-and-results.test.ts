// What a helper makes of what a call hands it, judged at the call: a JWT helper's lifetime read from an option with a
// default (`{ expiresIn = '10m' }`), from a positional parameter of a helper not named for state, or from options a
// parameter spreads last (`{ ...signOptions, ...overrides }`); a result a call wraps (`fp.omitBy(fp.isUndefined, { …,
// requestState })`) still hands its state out; a config a DI container provides (`useValue: loadConfig()`) is that
// value, whose key's literal fallback is reported where the key is used.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('helper-lifetimes-and-results');
write('package.json', '{}');
write(
  'jwt-state.js',
  lines(
    "const { SignJWT } = require('jose');",
    'const key = new TextEncoder().encode(process.env.STATE_KEY);',
    "function mintState(claims, { userId, tool, expiresIn = '10m' }) {",
    "  return new SignJWT({ ...claims, tool }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime(expiresIn).sign(key);",
    '}',
    'function mintFor(claims, userId, tool, expiresIn) {',
    "  return new SignJWT({ ...claims, tool }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setExpirationTime(expiresIn).sign(key);",
    '}',
    'module.exports = { mintState, mintFor };',
  ),
);
write(
  'issue.js',
  lines(
    "const jwt = require('jsonwebtoken');",
    "const signOptions = { algorithm: 'HS256', expiresIn: '10m' };",
    'const issue = (claims, overrides = {}) => jwt.sign(claims, process.env.STATE_KEY, { ...signOptions, ...overrides });',
    'module.exports = { issue };',
  ),
);
write(
  'results.js',
  lines(
    "const fp = require('lodash/fp');",
    "const askFor = (inputRequests, requestState) => fp.omitBy(fp.isUndefined, { content: [], resultType: 'input_required', inputRequests, requestState });",
    'module.exports = { askFor };',
  ),
);

/** A 1.x handler answering `askFor({}, state)` with the state `made` makes. */
const handler = (imports: string, made: string) =>
  lines(
    imports,
    "const { askFor } = require('./results.js');",
    'async function handle(args, extra) {',
    '  const userId = extra.authInfo.extra.userId;',
    `  const requestState = ${made};`,
    '  return askFor({}, requestState);',
    '}',
    'module.exports = { handle };',
  );
const MINT = "const { mintState, mintFor } = require('./jwt-state.js');";
const ISSUE = "const { issue } = require('./issue.js');";
const tooLong = (column: number, endColumn: number, ttl: string) => ({
  messageId: 'ttlTooLong' as const,
  data: { ttl, max: '10 min', maxSeconds: '600' },
  line: 5,
  column,
  endLine: 5,
  endColumn,
});

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: "the option's default", filename: path('default.js'), code: handler(MINT, "await mintState({ step: 1 }, { userId, tool: 'amend' })") },
    { name: 'a short lifetime handed in', filename: path('short.js'), code: handler(MINT, "await mintState({ step: 1 }, { userId, tool: 'amend', expiresIn: '5m' })") },
    { name: 'the defaults, no overrides', filename: path('no-overrides.js'), code: handler(ISSUE, "issue({ sub: userId, tool: 'segment' })") },
  ],
  invalid: [
    {
      name: 'an option with a default, handed a long lifetime',
      filename: path('option.js'),
      code: handler(MINT, "await mintState({ step: 1 }, { userId, tool: 'amend', expiresIn: '2h' })"),
      errors: [tooLong(78, 93, '2 h')],
    },
    {
      name: 'a positional lifetime of a helper not named for state',
      filename: path('positional.js'),
      code: handler(MINT, "await mintFor({ step: 1 }, userId, 'amend', '2h')"),
      errors: [tooLong(68, 72, '2 h')],
    },
    {
      name: 'options a parameter spreads last, overriding the default',
      filename: path('overrides.js'),
      code: handler(ISSUE, "issue({ sub: userId, tool: 'segment' }, { expiresIn: '12h' })"),
      errors: [tooLong(66, 82, '12 h')],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a signed state in a wrapped result', filename: path('wrapped-signed.js'), code: handler(ISSUE, "issue({ sub: userId, tool: 'segment' })") }],
  invalid: [
    {
      name: 'an encoded state in a result the helper wraps',
      filename: path('wrapped-encoded.js'),
      code: handler('', "Buffer.from(JSON.stringify({ sub: userId })).toString('base64')"),
      errors: [
        {
          messageId: 'unsignedState',
          data: { what: 'base64/hex-encoded JSON', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' },
          line: 6,
          column: 21,
          endLine: 6,
          endColumn: 33,
        },
      ],
    },
  ],
});

const provided = (fallback: string) =>
  lines(
    "import { container } from 'tsyringe';",
    "import { Sealer } from './sealer.js';",
    "import { TOKENS } from './tokens.js';",
    'function loadConfig(env = process.env) {',
    `  return { stateKey: ${fallback} };`,
    '}',
    'container.register(TOKENS.Config, { useValue: loadConfig() });',
    'export const sealer = container.resolve(Sealer);',
  );
const { path: dependencyPath, write: writeDependency } = tempProject('helper-lifetimes-and-results-di');
writeDependency('package.json', '{ "type": "module" }');
writeDependency('tokens.js', "export const TOKENS = { Config: Symbol.for('Config') };");
writeDependency('container.js', provided("env.STATE_KEY ?? 'local-state-key'"));
const SEALER = lines(
  "import { createHmac } from 'node:crypto';",
  "import { inject, injectable } from 'tsyringe';",
  "import { TOKENS } from './tokens.js';",
  '@injectable()',
  'export class Sealer {',
  '  constructor(@inject(TOKENS.Config) private readonly config: { stateKey: string }) {}',
  '  tag(body: string) {',
  "    return createHmac('sha256', this.config.stateKey).update(body).digest('base64url');",
  '  }',
  '}',
);
writeDependency('sealer.ts', SEALER);
const { path: requiredPath, write: writeRequired } = tempProject('helper-lifetimes-and-results-di-required');
writeRequired('package.json', '{ "type": "module" }');
writeRequired('tokens.js', "export const TOKENS = { Config: Symbol.for('Config') };");
writeRequired('container.js', provided("env.STATE_KEY ?? (() => { throw new Error('STATE_KEY is not set'); })()"));
writeRequired('sealer.ts', SEALER);

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'the container module itself, whose provider uses the key nowhere', filename: dependencyPath('container.js'), code: provided("env.STATE_KEY ?? 'local-state-key'") }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'a key of the config a container provides, required at startup', filename: requiredPath('sealer.ts'), code: SEALER }],
    invalid: [
      {
        name: 'a key of the config a container provides, falling back to a literal',
        filename: dependencyPath('sealer.ts'),
        code: SEALER,
        errors: [{ messageId: 'literalFallbackHelper', data: { use: 'HMAC key', helper: 'stateKey', specifier: './container.js', fallback: 'a literal written in the source code', source: 'the configured key' }, line: 8, column: 33, endLine: 8, endColumn: 53 }],
      },
    ],
  },
});
