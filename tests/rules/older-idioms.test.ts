// Idioms of older and looser code, each a step the value's path takes: a CommonJS module whose `module.exports = {}` is
// given its members afterwards, a promise of the state made with `Promise.resolve` and read in `.then(function (raw)
// …)`, a helper that reads the `_meta` of `extra && extra._meta`, a settings object given its members one by one, a
// package's name and version destructured from its manifest, and two closures destructured from an array literal, each
// the element written at its place.
import sealedRule from '../../rules/require-sealed-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('older-idioms');

write('cjs/package.json', '{ "name": "older", "private": true }');
write(
  'cjs/roundTrip.js',
  lines(
    "'use strict';",
    'function inputRequired(inputRequests, requestState) {',
    "  var result = { content: [], resultType: 'input_required', inputRequests: inputRequests };",
    '  result.requestState = requestState;',
    '  return result;',
    '}',
    'module.exports = {};',
    'module.exports.inputRequired = inputRequired;',
  ),
);
const PICK_WINDOW = (state: string) =>
  lines(
    "'use strict';",
    "var roundTrip = require('./roundTrip');",
    "var randomUUID = require('node:crypto').randomUUID;",
    'function pickWindow(call) {',
    `  var state = ${state};`,
    "  return roundTrip.inputRequired({ window: { method: 'elicitation/create', params: { message: 'Pick one' } } }, state);",
    '}',
    'module.exports = { pickWindow: pickWindow };',
  );

write('esm/package.json', '{ "name": "reports", "type": "module" }');
const EXPORT_REPORT = (promised: string) =>
  lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "const server = new McpServer({ name: 'reports', version: '1.0.0' });",
    "server.registerTool('export_report', { description: 'Export' }, function (args, ctx) {",
    `  return Promise.resolve(${promised}).then(function (raw) {`,
    '    if (!raw) return { content: [] };',
    "    var prior = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));",
    "    return { content: [{ type: 'text', text: prior.period }] };",
    '  });',
    '});',
  );
write(
  'esm/meta.js',
  lines(
    'export function stateFrom(extra) {',
    '  var meta = extra && extra._meta;',
    "  return meta && typeof meta.requestState === 'string' ? meta.requestState : null;",
    '}',
    'export function cursorFrom(args) {',
    "  return args && typeof args.cursor === 'string' ? args.cursor : null;",
    '}',
  ),
);
const TRIP = (read: string) =>
  lines(
    "import jwt from 'jsonwebtoken';",
    "import { stateFrom, cursorFrom } from './meta.js';",
    'export function tripHandler(args, extra) {',
    `  var token = ${read};`,
    '  if (!token) return { content: [] };',
    '  var claims = jwt.decode(token);',
    "  return { content: [{ type: 'text', text: claims.trip }] };",
    '}',
  );
const SETTINGS = (secret: string) =>
  lines(
    "import { createRequire } from 'node:module';",
    "import { createHash } from 'node:crypto';",
    'const requireJson = createRequire(import.meta.url);',
    "const pkg = requireJson('./package.json');",
    'const settings = {};',
    'settings.port = Number(process.env.PORT || 8080);',
    `settings.stateSecret = ${secret};`,
    'export default settings;',
  );
for (const [folder, secret] of [
  ['public-fallback', "process.env.STATE_SECRET || createHash('sha256').update(pkg.name + '@' + pkg.version).digest('hex')"],
  ['required', "process.env.STATE_SECRET ?? (() => { throw new Error('STATE_SECRET is not set'); })()"],
] as const) {
  write(`esm/${folder}/package.json`, '{ "name": "tokens", "type": "module" }');
  write(`esm/${folder}/settings.js`, SETTINGS(secret));
}
const TOKENS = lines(
  "import jwt from 'jsonwebtoken';",
  "import settings from './settings.js';",
  'export function issue(claims) {',
  '  return jwt.sign(claims, settings.stateSecret, { expiresIn: 600 });',
  '}',
);

write('kit/package.json', '{ "type": "module" }');
write(
  'kit/stateKit.js',
  lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    'export const makeStateKit = ({ key }) => {',
    '  const codec = createRequestStateCodec({ key, ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId });',
    '  const seal = (tool) => (args, payload, ctx) => codec.mint({ ...payload, tool, args: JSON.stringify(args) }, ctx);',
    '  const open = (tool) => async (ctx) => {',
    '    const state = await codec.verify(ctx.mcpReq.requestState(), ctx).catch(() => null);',
    '    return state?.tool === tool ? { state } : { rejected: true };',
    '  };',
    '  return { seal, open };',
    '};',
  ),
);
write(
  'kit/main.js',
  lines(
    "import { makeStateKit } from './stateKit.js';",
    "import { purgeTool } from './purge.js';",
    "export const handler = purgeTool({ kit: makeStateKit({ key: Buffer.from(process.env.STATE_KEY, 'base64') }) });",
  ),
);
const PURGE = lines(
  "import { inputRequired } from '@modelcontextprotocol/server';",
  'export const purgeTool = ({ kit: { seal, open } }) => {',
  "  const [mint, verify] = [seal('purge_cache'), open('purge_cache')];",
  '  return async (args, ctx) => {',
  '    if (!ctx.mcpReq.requestState()) {',
  '      return inputRequired({ inputRequests: {}, requestState: await mint(args, { zone: args.zone }, ctx) });',
  '    }',
  '    const { state, rejected } = await verify(ctx);',
  '    if (rejected) return { content: [], isError: true };',
  "    return { content: [{ type: 'text', text: state.zone }] };",
  '  };',
  '};',
);
write('kit/purge.js', PURGE);

testRule('require-sealed-state', sealedRule, {
  valid: [
    { name: 'a random handle handed to the result helper of a module whose exports are written member by member', filename: path('cjs/tool.js'), code: PICK_WINDOW('randomUUID()') },
    { name: 'Promise.resolve of a tool argument, decoded in .then', filename: path('esm/report.js'), code: EXPORT_REPORT('args.cursor') },
    { name: 'a JWT decoded from a helper that reads a tool argument', filename: path('esm/trip.js'), code: TRIP('cursorFrom(args)') },
    { name: 'the mint closure destructured from an array literal beside the open closure: the codec mints', filename: path('kit/purge.js'), code: PURGE },
  ],
  invalid: [
    {
      name: 'base64 JSON handed to the result helper of a module whose exports are written member by member',
      filename: path('cjs/tool.js'),
      code: PICK_WINDOW("Buffer.from(JSON.stringify({ userId: call.userId, step: 'pick' })).toString('base64')"),
      errors: [{ messageId: 'unsignedState', line: 6, column: 113, endLine: 6, endColumn: 118 }],
    },
    {
      name: 'Promise.resolve of the state, decoded in .then',
      filename: path('esm/report.js'),
      code: EXPORT_REPORT('ctx.mcpReq.requestState()'),
      errors: [{ messageId: 'unverifiedState', line: 6, column: 17, endLine: 6, endColumn: 75 }],
    },
    {
      name: 'a JWT decoded from a helper that reads the _meta of extra && extra._meta',
      filename: path('esm/trip.js'),
      code: TRIP('stateFrom(extra)'),
      errors: [{ messageId: 'unverifiedRead', line: 6, column: 16, endLine: 6, endColumn: 33 }],
    },
  ],
});

write('manifest/package.json', '{ "name": "lims", "version": "1.0.0" }');
write('manifest/src/token.js', lines("const { createHmac } = require('node:crypto');", "const tokenKit = ({ secret }) => ({ tag: (body) => createHmac('sha256', secret).update(body).digest('base64url') });", 'module.exports = { tokenKit };'));
for (const [folder, fallback] of [['manifest/src', 'localSecret()'], ['manifest/required', "(() => { throw new Error('LIMS_STATE_SECRET is not set'); })()"]] as const) {
  write(
    `${folder}/settings.js`,
    lines(
      "const os = require('node:os');",
      "const { createHash } = require('node:crypto');",
      "const { name, version } = require('../package.json');",
      "const localSecret = () => createHash('sha256').update(`${name}:${version}:${os.hostname()}`).digest();",
      `const load = (env = process.env) => ({ state: { secret: env.LIMS_STATE_SECRET ? Buffer.from(env.LIMS_STATE_SECRET, 'base64') : ${fallback} } });`,
      'module.exports = { load };',
    ),
  );
}
write('manifest/required/token.js', lines("const { createHmac } = require('node:crypto');", "const tokenKit = ({ secret }) => ({ tag: (body) => createHmac('sha256', secret).update(body).digest('base64url') });", 'module.exports = { tokenKit };'));
const MAIN = lines("const { load } = require('./settings');", "const { tokenKit } = require('./token');", 'const settings = load();', 'const tokens = tokenKit(settings.state);', 'module.exports = { tokens };');

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: 'a settings object whose secret, given afterwards, is required', filename: path('esm/required/tokens.js'), code: TOKENS },
    { name: 'a key factory handed settings whose secret is required', filename: path('manifest/required/main.js'), code: MAIN },
  ],
  invalid: [
    {
      name: 'a settings object whose secret, given afterwards, falls back to a hash of the package name and version',
      filename: path('esm/public-fallback/tokens.js'),
      code: TOKENS,
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 27, endLine: 4, endColumn: 47 }],
    },
    {
      name: "a key factory handed settings whose secret falls back to a hash of the name and version destructured from the package's manifest",
      filename: path('manifest/src/main.js'),
      code: MAIN,
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 25, endLine: 4, endColumn: 39 }],
    },
  ],
});
