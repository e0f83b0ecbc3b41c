// Older code and tools found through registries: a hand-rolled JWT verifier that checks the MAC in a callback an array
// method runs (`ring.some((k) => macMatches(k, input, sig))`), and its signer, whose claims are the parameter written
// whole beside a header; a CommonJS module whose whole export is a key with a random fallback; an ES5 constructor
// function whose options are defaulted in place (`options = options || {}`); registrars held in a `var` array and handed
// their dependencies in one object; a tool declared on a constructor function's prototype whose seal settles a promise
// (`.then(function (token) { … })`); a module's one exported function beside the one tool it declares
// (`exports.definition`, `exports.handle`); tools picked by name from a registry `Map`; and a state reader that opens
// two token versions through a conditional (`raw.startsWith('v2.') ? unpack(raw) : fromV1(raw)`); a state member the
// retry sends in a vendor's credential header (`X-Vault-Token`); a codec handed in under `type StateCodec = typeof
// stateCodec`, minting a token a helper gives under a secret's name; an opener's comparison with a member an unseen
// dispatcher hands in, and opened claims handed to a function that calls its caller's check, which stay unknown.
import keyRule from '../../rules/no-weak-state-key.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('legacy-and-registries');

// 1. a hand-rolled JWT verifier: the MAC checked in the callback `ring.some` runs, or not checked at all
const jwtVerifier = (checked: boolean) =>
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    'function macMatches(key, input, sig) {',
    "  const expected = createHmac('sha256', key).update(input).digest();",
    "  const given = Buffer.from(sig, 'base64url');",
    '  return given.length === expected.length && timingSafeEqual(given, expected);',
    '}',
    'export function verifyJwt(token, ring) {',
    "  const [header, payload, sig] = String(token).split('.');",
    '  const input = `${header}.${payload}`;',
    ...(checked ? ["  if (!ring.some((k) => macMatches(k, input, sig))) throw new Error('bad state signature');"] : []),
    "  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));",
    "  if (claims.exp * 1000 < Date.now()) throw new Error('state expired');",
    '  return claims;',
    '}',
  );
const RESUME_EXPORT = lines(
  "import { verifyJwt } from './jwt.js';",
  'const RING = [process.env.EXPORT_STATE_KEY, process.env.EXPORT_STATE_KEY_PREVIOUS].filter(Boolean);',
  'export function register(server, exporter) {',
  "  server.registerTool('resume_export', { inputSchema: {} }, async (args, ctx) => {",
  '    const raw = ctx.mcpReq.requestState();',
  "    if (!raw) return { content: [{ type: 'text', text: 'nothing to resume' }] };",
  '    const claims = verifyJwt(raw, RING);',
  "    if (claims.sub !== ctx.http.authInfo.extra.userId || claims.tool !== 'resume_export') return { isError: true, content: [] };",
  '    const page = await exporter.page(claims.cursor);',
  "    return { content: [{ type: 'text', text: page.csv }] };",
  '  });',
  '}',
);
write('jwt-ring/package.json', lines('{"name": "jwt-ring", "private": true, "type": "module"}'));
write('jwt-ring/jwt.js', jwtVerifier(true));
write('jwt-ring/tool.js', RESUME_EXPORT);
write('jwt-unchecked/package.json', lines('{"name": "jwt-unchecked", "private": true, "type": "module"}'));
write('jwt-unchecked/jwt.js', jwtVerifier(false));
write('jwt-unchecked/tool.js', RESUME_EXPORT);

// 2. a hand-rolled JWT signer: the header is a literal, the claims are the parameter written whole
write('jwt-sign/package.json', lines('{"name": "jwt-sign", "private": true, "type": "module"}'));
write(
  'jwt-sign/jwt.js',
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');",
  'export function signJwt(claims, keys) {',
  "  const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: keys.current.kid })}.${b64(claims)}`;",
  "  const sig = createHmac('sha256', keys.current.secret).update(input).digest('base64url');",
  '  return `${input}.${sig}`;',
  '}',
  'export function verifyJwt(token, keys) {',
  "  const [header, payload, sig] = String(token).split('.');",
  "  const expected = createHmac('sha256', keys.current.secret).update(`${header}.${payload}`).digest();",
  "  const given = Buffer.from(sig ?? '', 'base64url');",
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad state signature');",
  "  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));",
  "  if (claims.exp * 1000 < Date.now()) throw new Error('state expired');",
  '  return claims;',
  '}',
);
write(
  'jwt-sign/keys.js',
  'export const keys = {',
  "  current: { kid: process.env.STATE_KEY_ID, secret: process.env.STATE_KEY },",
  '};',
);
const purgeTool = (lifetime: string) =>
  lines(
    "import { createHash } from 'node:crypto';",
    "import { signJwt, verifyJwt } from './jwt.js';",
    "import { keys } from './keys.js';",
    "const tool = 'purge_cache';",
    "const digestOf = (args) => createHash('sha256').update(JSON.stringify([args.zone, args.paths])).digest('base64url');",
    'export function register(server, cdn) {',
    '  server.registerTool(tool, { inputSchema: {}, annotations: { destructiveHint: true } }, async (args, ctx) => {',
    '    const sub = ctx.http.authInfo.extra.userId;',
    '    const digest = digestOf(args);',
    '    const raw = ctx.mcpReq.requestState();',
    '    if (!raw) {',
    '      const iat = Math.floor(Date.now() / 1000);',
    `      const state = signJwt({ sub, tool, args: digest, exp: iat + ${lifetime} }, keys);`,
    "      return { resultType: 'input_required', inputRequests: {}, requestState: state };",
    '    }',
    '    const claims = verifyJwt(raw, keys);',
    '    if (claims.sub !== sub || claims.tool !== tool || claims.args !== digest) return { isError: true, content: [] };',
    '    await cdn.purge(args.zone, args.paths);',
    "    return { content: [{ type: 'text', text: 'purged' }] };",
    '  });',
    '}',
  );
write('jwt-sign/purge.js', purgeTool('30 * 60'));
write('jwt-sign/purge-short.js', purgeTool('5 * 60'));

// 3. a CommonJS module whose whole export is the key, with a fallback made by Math.random()
const STATE_JS = lines(
  "'use strict';",
  "var jwt = require('jsonwebtoken');",
  "var secret = require('./secret');",
  'function issueState(claims, userId, tool, cb) {',
  "  jwt.sign(claims, secret, { expiresIn: '5m', subject: userId, audience: tool }, cb);",
  '}',
  'module.exports = { issueState: issueState };',
);
write('ci-secret/package.json', lines('{"name": "ci-secret", "private": true}'));
write('ci-secret/secret.js', "module.exports = process.env.CI_STATE_SECRET || Math.random().toString(36).slice(2);");
write('ci-secret/state.js', STATE_JS);
write('ci-secret-strict/package.json', lines('{"name": "ci-secret-strict", "private": true}'));
write(
  'ci-secret-strict/secret.js',
  "if (!process.env.CI_STATE_SECRET) throw new Error('CI_STATE_SECRET is not set');",
  'module.exports = process.env.CI_STATE_SECRET;',
);
write('ci-secret-strict/state.js', STATE_JS);

// 4. an ES5 constructor function whose options are defaulted in place, handed a key from a configuration module
const SIGNER_JS = lines(
  "'use strict';",
  "var crypto = require('crypto');",
  'function StateSigner(options) {',
  '  options = options || {};',
  '  this.key = options.key;',
  '}',
  'StateSigner.prototype.mac = function (body) {',
  "  return crypto.createHmac('sha256', this.key).update(body).digest();",
  '};',
  'module.exports = StateSigner;',
);
const SIGNER_SERVER = lines(
  "'use strict';",
  "var StateSigner = require('./signer');",
  "var config = require('./config');",
  'var signer = new StateSigner({ key: config.stateKey });',
  'exports.confirmState = function (state) {',
  "  var body = Buffer.from(JSON.stringify(state)).toString('base64url');",
  "  return { resultType: 'input_required', inputRequests: {}, requestState: body + '.' + signer.mac(body).toString('base64url') };",
  '};',
);
const configJs = (stateKey: string) => lines("'use strict';", 'module.exports = {', '  port: Number(process.env.PORT) || 3000,', `  stateKey: ${stateKey},`, '};');
write('es5-signer/package.json', lines('{"name": "es5-signer", "private": true}'));
write('es5-signer/signer.js', SIGNER_JS);
write('es5-signer/config.js', configJs("process.env.STATE_SIGNING_KEY || 'dev-state-key'"));
write('es5-signer/server.js', SIGNER_SERVER);
write('es5-signer-strict/package.json', lines('{"name": "es5-signer-strict", "private": true}'));
write('es5-signer-strict/signer.js', SIGNER_JS);
write('es5-signer-strict/config.js', configJs('process.env.STATE_SIGNING_KEY'));
write('es5-signer-strict/server.js', SIGNER_SERVER);

// 5. registrars held in a `var` array, each handed `{ codec, gmail }`; the codec is the SDK's, made in its own module
const CODEC_JS = lines(
  "'use strict';",
  "var createRequestStateCodec = require('@modelcontextprotocol/server').createRequestStateCodec;",
  'module.exports = createRequestStateCodec({',
  "  key: Buffer.from(process.env.MAIL_STATE_KEY, 'base64'),",
  '  ttlSeconds: 300,',
  '  bind: function (ctx) { return ctx.http.authInfo.extra.userId; },',
  '});',
);
const GMAIL_JS = lines(
  "'use strict';",
  'exports.search = async function (q, accessToken) {',
  "  var res = await fetch('https://gmail.googleapis.com/gmail/v1/users/me/threads?q=' + encodeURIComponent(q), { headers: { authorization: 'Bearer ' + accessToken } });",
  '  var body = await res.json();',
  '  return (body.threads || []).map(function (t) { return t.id; });',
  '};',
);
const MAIL_SERVER = lines(
  "'use strict';",
  "var McpServer = require('@modelcontextprotocol/server').McpServer;",
  "var codec = require('./codec');",
  "var gmail = require('./gmail');",
  "var tools = [require('./tools/archive')];",
  "var server = new McpServer({ name: 'mail', version: '1.0.0' });",
  'tools.forEach(function (register) {',
  '  register(server, { codec: codec, gmail: gmail });',
  '});',
  'module.exports = server;',
);
const archiveTool = (minted: string) =>
  lines(
    "'use strict';",
    'module.exports = function register(server, deps) {',
    '  var codec = deps.codec;',
    '  var gmail = deps.gmail;',
    "  server.registerTool('archive_threads', { inputSchema: {} }, async function (args, ctx) {",
    '    var q = args.query;',
    '    var accessToken = ctx.http.authInfo.token;',
    '    if (!ctx.mcpReq.requestState()) {',
    '      var ids = await gmail.search(q, accessToken);',
    "      var ask = { confirm: { method: 'elicitation/create', params: { message: 'Archive ' + ids.length + ' threads?' } } };",
    `      return { resultType: 'input_required', inputRequests: ask, requestState: await codec.mint(${minted}, ctx) };`,
    '    }',
    "    return { content: [{ type: 'text', text: 'archived' }] };",
    '  });',
    '};',
  );
for (const [project, minted] of [['registrars', '{ q: q, accessToken: accessToken }'], ['registrars-plain', '{ q: q, threadIds: ids }']] as const) {
  write(`${project}/package.json`, lines(`{"name": "${project}", "private": true}`));
  write(`${project}/codec.js`, CODEC_JS);
  write(`${project}/gmail.js`, GMAIL_JS);
  write(`${project}/server.js`, MAIL_SERVER);
  write(`${project}/tools/archive.js`, archiveTool(minted));
}

// 6. a tool declared on a constructor function's prototype, its seal settling a promise the answer is built in
write('proto-tool/package.json', lines('{"name": "proto-tool", "private": true}'));
write(
  'proto-tool/respond.js',
  "'use strict';",
  'exports.ask = function (name, message, schema, state) {',
  '  var inputRequests = {};',
  "  inputRequests[name] = { method: 'elicitation/create', params: { message: message, requestedSchema: schema } };",
  "  return { resultType: 'input_required', inputRequests: inputRequests, requestState: state };",
  '};',
);
write(
  'proto-tool/sign-state.js',
  "'use strict';",
  "var jwt = require('jsonwebtoken');",
  'var KEY = process.env.PIPELINE_STATE_KEY;',
  'module.exports = function signState(claims, who) {',
  '  return new Promise(function (resolve, reject) {',
  "    jwt.sign(claims, KEY, { expiresIn: '5m', subject: who.userId, audience: who.tool }, function (err, token) {",
  '      if (err) reject(err); else resolve(token);',
  '    });',
  '  });',
  '};',
);
// `signed` is the promise the first round settles: the helper's (`signState(claims, who)`) or one made in place
const signedByHelper = (claims: string) => `signState(${claims}, who)`;
const signedInPlace = (claims: string) =>
  lines(
    'new Promise(function (resolve, reject) {',
    `      jwt.sign(${claims}, KEY, { expiresIn: '5m', subject: who.userId, audience: who.tool }, function (err, token) {`,
    '        if (err) reject(err); else resolve(token);',
    '      });',
    '    })',
  );
const cancelPipeline = (signed: string, compared: string) =>
  lines(
    "'use strict';",
    "var jwt = require('jsonwebtoken');",
    "var respond = require('./respond');",
    "var signState = require('./sign-state');",
    'var KEY = process.env.PIPELINE_STATE_KEY;',
    "var CONFIRM = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };",
    'function CancelPipeline(ci) { this.ci = ci; }',
    "CancelPipeline.prototype.name = 'cancel_pipeline';",
    "CancelPipeline.prototype.inputSchema = { type: 'object', properties: { pipelineId: { type: 'string' } }, required: ['pipelineId'] };",
    'CancelPipeline.prototype.annotations = { destructiveHint: true };',
    'CancelPipeline.prototype.run = function (params, who) {',
    '  var ci = this.ci;',
    '  var args = params.arguments;',
    '  if (!params.requestState) {',
    `    return ${signed}.then(function (token) {`,
    "      return respond.ask('confirm', 'Cancel pipeline ' + args.pipelineId + '?', CONFIRM, token);",
    '    });',
    '  }',
    "  var claims = jwt.verify(params.requestState, KEY, { algorithms: ['HS256'], subject: who.userId, audience: who.tool });",
    `  if (${compared}) return Promise.resolve({ isError: true, content: [] });`,
    '  return ci.cancel(args.pipelineId).then(function () {',
    "    return { content: [{ type: 'text', text: 'cancelled' }] };",
    '  });',
    '};',
    'module.exports = CancelPipeline;',
  );
const UNBOUND_CLAIMS = "{ step: 'confirm' }";
const BOUND_CLAIMS = "{ step: 'confirm', pipelineId: args.pipelineId }";
const UNCOMPARED = "claims.step !== 'confirm'";
const COMPARED = "claims.step !== 'confirm' || claims.pipelineId !== args.pipelineId";
const CANCEL = cancelPipeline(signedByHelper(UNBOUND_CLAIMS), UNCOMPARED);
const CANCEL_BOUND = cancelPipeline(signedByHelper(BOUND_CLAIMS), COMPARED);
const CANCEL_IN_PLACE = cancelPipeline(signedInPlace(UNBOUND_CLAIMS), UNCOMPARED);
const CANCEL_IN_PLACE_BOUND = cancelPipeline(signedInPlace(BOUND_CLAIMS), COMPARED);
// the same helper written in the tool's own file, on the line that required it: judged at its call, as the module's is
const LOCAL_SIGN_STATE =
  "function signState(claims, who) { return new Promise(function (resolve, reject) { jwt.sign(claims, KEY, { expiresIn: '5m', subject: who.userId, audience: who.tool }, function (err, token) { if (err) reject(err); else resolve(token); }); }); }";
const CANCEL_LOCAL = CANCEL.replace("var signState = require('./sign-state');", LOCAL_SIGN_STATE);
const CANCEL_LOCAL_BOUND = CANCEL_BOUND.replace("var signState = require('./sign-state');", LOCAL_SIGN_STATE);
write('proto-tool/cancel.js', CANCEL);
write('proto-tool/cancel-local.js', CANCEL_LOCAL);
write('proto-tool/cancel-local-bound.js', CANCEL_LOCAL_BOUND);
write('proto-tool/cancel-bound.js', CANCEL_BOUND);
write('proto-tool/cancel-in-place.js', CANCEL_IN_PLACE);
write('proto-tool/cancel-in-place-bound.js', CANCEL_IN_PLACE_BOUND);

// 7. a module's one exported handler beside the one tool it declares, its answer built in another module and its state
// handed in as `ctx.state`
write('fleet/package.json', lines('{"name": "fleet", "private": true}'));
write(
  'fleet/state-token.js',
  "'use strict';",
  "const crypto = require('node:crypto');",
  'const KEY = process.env.FLEET_STATE_KEY;',
  "const mac = (body) => crypto.createHmac('sha256', KEY).update(body).digest('base64url');",
  'exports.seal = function (payload, sub, tool) {',
  "  const body = Buffer.from(JSON.stringify({ ...payload, sub, tool, exp: Date.now() + 5 * 60 * 1000 })).toString('base64url');",
  "  return body + '.' + mac(body);",
  '};',
  'exports.open = function (token, sub, tool) {',
  "  const [body, tag] = String(token).split('.');",
  "  const expected = Buffer.from(mac(body));",
  "  const given = Buffer.from(tag || '');",
  "  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new Error('bad state');",
  "  const st = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "  if (st.sub !== sub || st.tool !== tool || st.exp < Date.now()) throw new Error('state not for this call');",
  '  return st;',
  '};',
);
write(
  'fleet/prompts.js',
  "'use strict';",
  'exports.confirm = function (message, state) {',
  "  return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: message } } }, requestState: state };",
  '};',
);
// the dispatcher hands each tool's `handle` the arguments and `{ user, state }`
write(
  'fleet/server.js',
  "'use strict';",
  "const { Server } = require('@modelcontextprotocol/sdk/server/index.js');",
  "const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');",
  "const decommission = require('./decommission');",
  "const server = new Server({ name: 'fleet', version: '1.0.0' }, { capabilities: { tools: {} } });",
  'server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {',
  "  if (request.params.name !== decommission.definition.name) throw new Error('unknown tool');",
  '  return decommission.handle(request.params.arguments, { user: { id: extra.authInfo.extra.userId }, state: request.params.requestState });',
  '});',
  'module.exports = server;',
);
const decommission = (sealed: string, compared: string) =>
  lines(
    "'use strict';",
    "const stateToken = require('./state-token');",
    "const prompts = require('./prompts');",
    "const fleet = require('./fleet-api');",
    "const TOOL = 'decommission_vehicle';",
    "exports.definition = { name: TOOL, inputSchema: { type: 'object', properties: { vehicleId: { type: 'string' } }, required: ['vehicleId'] }, annotations: { destructiveHint: true } };",
    'exports.handle = async function (args, ctx) {',
    '  if (!ctx.state) {',
    `    return prompts.confirm(\`Decommission \${args.vehicleId}? This cannot be undone.\`, stateToken.seal(${sealed}, ctx.user.id, TOOL));`,
    '  }',
    '  const st = stateToken.open(ctx.state, ctx.user.id, TOOL);',
    `  if (${compared}) return { isError: true, content: [] };`,
    '  await fleet.decommission(args.vehicleId);',
    "  return { content: [{ type: 'text', text: 'decommissioned' }] };",
    '};',
  );
write('fleet/fleet-api.js', "'use strict';", 'exports.decommission = async function (vehicleId) { return { vehicleId: vehicleId, status: 204 }; };');
const DECOMMISSION = decommission("{ step: 'confirm' }", "st.step !== 'confirm'");
const DECOMMISSION_BOUND = decommission("{ step: 'confirm', vehicleId: args.vehicleId }", "st.step !== 'confirm' || st.vehicleId !== args.vehicleId");
write('fleet/decommission.js', DECOMMISSION);
write('fleet/decommission-bound.js', DECOMMISSION_BOUND);

// 8. tools picked by name from a registry `Map` a CommonJS SDK 1.x server builds
const BILLING_SERVER = lines(
  "'use strict';",
  "const { Server } = require('@modelcontextprotocol/sdk/server/index.js');",
  "const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');",
  "const StateSigner = require('./stateSigner');",
  "const voidInvoice = require('./tools/voidInvoice');",
  'const tools = [voidInvoice];',
  'const byName = new Map(tools.map((t) => [t.definition.name, t]));',
  'const signer = new StateSigner(process.env.BILLING_STATE_KEY);',
  "const server = new Server({ name: 'billing', version: '1.0.0' }, { capabilities: { tools: {} } });",
  'server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => t.definition) }));',
  'server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {',
  '  const userId = extra.authInfo.extra.userId;',
  '  const tool = byName.get(request.params.name);',
  "  if (!tool) throw new Error(`unknown tool ${request.params.name}`);",
  '  return tool.handle(request, { userId, signer });',
  '});',
  'module.exports = server;',
);
const STATE_SIGNER = lines(
  "'use strict';",
  "const crypto = require('node:crypto');",
  'class StateSigner {',
  '  constructor(key) { this.key = key; }',
  '  seal(claims) {',
  "    const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + 5 * 60 * 1000 })).toString('base64url');",
  '    return `${body}.${this.mac(body)}`;',
  '  }',
  '  open(token) {',
  "    const [body, tag] = String(token).split('.');",
  '    const expected = Buffer.from(this.mac(body));',
  "    const given = Buffer.from(tag || '');",
  "    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new Error('bad state');",
  "    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "    if (claims.exp < Date.now()) throw new Error('state expired');",
  '    return claims;',
  '  }',
  "  mac(body) { return crypto.createHmac('sha256', this.key).update(body).digest('base64url'); }",
  '}',
  'module.exports = StateSigner;',
);
const voidInvoiceTool = (sealed: string, compared: string) =>
  lines(
    "'use strict';",
    "const ledger = require('../ledger');",
    "const NAME = 'void_invoice';",
    'const definition = {',
    '  name: NAME,',
    "  description: 'Void an issued invoice',",
    "  inputSchema: { type: 'object', properties: { invoiceId: { type: 'string' } }, required: ['invoiceId'] },",
    '  annotations: { destructiveHint: true },',
    '};',
    '/**',
    " * @param {import('@modelcontextprotocol/sdk/types.js').CallToolRequest} request",
    " * @param {{ userId: string, signer: import('../stateSigner') }} deps",
    ' */',
    'async function handle(request, { userId, signer }) {',
    '  const args = request.params.arguments;',
    '  const raw = request.params.requestState;',
    '  if (!raw) {',
    "    const ask = { confirm: { method: 'elicitation/create', params: { message: `Void invoice ${args.invoiceId}?` } } };",
    `    return { resultType: 'input_required', inputRequests: ask, requestState: signer.seal(${sealed}) };`,
    '  }',
    '  const claims = signer.open(raw);',
    `  if (${compared}) return { isError: true, content: [] };`,
    '  await ledger.voidInvoice(args.invoiceId);',
    "  return { content: [{ type: 'text', text: 'voided' }] };",
    '}',
    'module.exports = { definition, handle };',
  );
const LEDGER = lines("'use strict';", 'exports.voidInvoice = async function (invoiceId) { return { invoiceId: invoiceId, status: \'void\' }; };');
write('billing/package.json', lines('{"name": "billing", "private": true}'));
write('billing/ledger.js', LEDGER);
write('billing/server.js', BILLING_SERVER);
write('billing/stateSigner.js', STATE_SIGNER);
const UNBOUND_VOID = voidInvoiceTool('{ uid: userId, tool: NAME }', 'claims.uid !== userId || claims.tool !== NAME');
write('billing/tools/voidInvoice.js', UNBOUND_VOID);
write('billing-bound/package.json', lines('{"name": "billing-bound", "private": true}'));
write('billing-bound/ledger.js', LEDGER);
write('billing-bound/server.js', BILLING_SERVER);
write('billing-bound/stateSigner.js', STATE_SIGNER);
const BOUND_VOID = voidInvoiceTool('{ uid: userId, tool: NAME, invoiceId: args.invoiceId }', 'claims.uid !== userId || claims.tool !== NAME || claims.invoiceId !== args.invoiceId');
write('billing-bound/tools/voidInvoice.js', BOUND_VOID);

// 9. a state reader that opens a signed v2 token, or a v1 token that is only base64
const stateModule = (opened: string) =>
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    'const KEY = process.env.TICKET_STATE_KEY;',
    "const mac = (body) => createHmac('sha256', KEY).update(body).digest();",
    'function unpack(raw) {',
    "  const [, body, tag] = raw.split('.');",
    "  const given = Buffer.from(tag ?? '', 'base64url');",
    '  const expected = mac(body);',
    "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad state');",
    "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    '}',
    'function fromV1(raw) {',
    "  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));",
    '}',
    'export function write(payload, user, tool) {',
    "  const body = Buffer.from(JSON.stringify({ ...payload, user, tool, exp: Date.now() + 300_000 })).toString('base64url');",
    "  return `v2.${body}.${mac(body).toString('base64url')}`;",
    '}',
    'export function read(raw, user, tool) {',
    `  const state = ${opened};`,
    "  if (state.user !== user || state.tool !== tool || state.exp < Date.now()) throw new Error('state not for this call');",
    '  return state;',
    '}',
  );
const TICKET_SERVER = lines(
  "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
  "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
  "import * as state from './state.js';",
  "const TOOL = 'close_ticket';",
  "const server = new Server({ name: 'desk', version: '1.0.0' }, { capabilities: { tools: {} } });",
  'server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {',
  '  const params = request.params;',
  '  const user = extra.authInfo.extra.userId;',
  '  if (!params.requestState) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: state.write({ ticketId: params.arguments.ticketId }, user, TOOL) };",
  '  }',
  '  const saved = state.read(params.requestState, user, TOOL);',
  "  return { content: [{ type: 'text', text: `closed ${saved.ticketId}` }] };",
  '});',
  'export default server;',
);
write('tickets/package.json', lines('{"name": "tickets", "private": true, "type": "module"}'));
write('tickets/state.js', stateModule("raw.startsWith('v2.') ? unpack(raw) : fromV1(raw)"));
write('tickets/server.js', TICKET_SERVER);
write('tickets-v2/package.json', lines('{"name": "tickets-v2", "private": true, "type": "module"}'));
write('tickets-v2/state.js', stateModule('unpack(raw)'));
write('tickets-v2/server.js', TICKET_SERVER);

testRule('require-sealed-state', sealedRule, {
  valid: [
    // 1. the MAC is checked in the callback `ring.some` runs, before the claims are parsed
    { filename: path('jwt-ring/tool.js'), code: RESUME_EXPORT },
    // 9. only the signed v2 token is opened
    { filename: path('tickets-v2/server.js'), code: TICKET_SERVER },
  ],
  invalid: [
    // 1. the same verifier with no MAC check: the claims are whatever the client wrote
    {
      filename: path('jwt-unchecked/tool.js'),
      code: RESUME_EXPORT,
      errors: [{ messageId: 'unverifiedStateHelper', line: 7, column: 20, endLine: 7, endColumn: 40 }],
    },
    // 9. a token without the `v2.` prefix is only base64-decoded
    {
      filename: path('tickets/server.js'),
      code: TICKET_SERVER,
      errors: [{ messageId: 'unverifiedStateHelper', line: 12, column: 17, endLine: 12, endColumn: 60 }],
    },
  ],
});

// 12. what the rule cannot see it does not claim missing: an opener comparing a signed field with a member of a context
// a dispatcher the file does not show hands in (`ctx.operator`), and an opened state handed to a function that calls
// the check its caller hands it (`chain(checksFor(args), open(raw))`)
write('runbook/package.json', lines('{"name": "runbook", "private": true}'));
write(
  'runbook/seal.js',
  "'use strict';",
  "const crypto = require('node:crypto');",
  'const KEY = process.env.RUNBOOK_STATE_KEY;',
  "const mac = (body) => crypto.createHmac('sha256', KEY).update(body).digest('base64url');",
  'function seal(payload, operator, tool) {',
  "  const body = Buffer.from(JSON.stringify({ ...payload, op: operator, tool, exp: Date.now() + 300000 })).toString('base64url');",
  "  return body + '.' + mac(body);",
  '}',
  'function open(token, operator, tool) {',
  "  const [body, tag] = String(token).split('.');",
  '  const expected = mac(body);',
  '  if (!tag || tag.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;',
  "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '  if (claims.op !== operator || claims.tool !== tool || claims.exp <= Date.now()) return null;',
  '  return claims;',
  '}',
  'function openUnbound(token, tool) {',
  "  const [body, tag] = String(token).split('.');",
  '  const expected = mac(body);',
  '  if (!tag || tag.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;',
  "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '  if (claims.tool !== tool || claims.exp <= Date.now()) return null;',
  '  return claims;',
  '}',
  'module.exports = { seal, open, openUnbound };',
);
const restartTool = (opened: string) =>
  lines(
    "'use strict';",
    "const { seal, open, openUnbound } = require('./seal');",
    'module.exports = {',
    "  name: 'restart_service',",
    "  inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },",
    '  async run(args, ctx) {',
    "    if (!ctx.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: seal({ service: args.service }, ctx.operator, 'restart_service') };",
    `    const state = ${opened};`,
    "    if (!state || state.service !== args.service) return { isError: true, content: [] };",
    "    return { content: [{ type: 'text', text: 'restarting' }] };",
    '  },',
    '};',
  );
const RESTART = restartTool("open(ctx.requestState, ctx.operator, 'restart_service')");
const RESTART_UNBOUND = restartTool("openUnbound(ctx.requestState, 'restart_service')");
write(
  'runbook/result.js',
  "'use strict';",
  'exports.chain = (fn, result) => (result ? fn(result) : result);',
  "exports.checksFor = (operator) => (claims) => (claims.op === operator && claims.tool === 'restart_service' ? claims : null);",
);
const CHAINED = restartTool("chain(checksFor(ctx.operator), openUnchecked(ctx.requestState))").replace(
  "const { seal, open, openUnbound } = require('./seal');",
  "const { seal, openUnchecked } = require('./seal-unchecked'); const { chain, checksFor } = require('./result');",
);
const UNCHAINED = restartTool('openUnchecked(ctx.requestState)').replace("const { seal, open, openUnbound } = require('./seal');", "const { seal, openUnchecked } = require('./seal-unchecked');");
write(
  'runbook/seal-unchecked.js',
  "'use strict';",
  "const crypto = require('node:crypto');",
  'const KEY = process.env.RUNBOOK_STATE_KEY;',
  "const mac = (body) => crypto.createHmac('sha256', KEY).update(body).digest('base64url');",
  'function seal(payload, operator, tool) {',
  "  const body = Buffer.from(JSON.stringify({ ...payload, op: operator, tool, exp: Date.now() + 300000 })).toString('base64url');",
  "  return body + '.' + mac(body);",
  '}',
  'function openUnchecked(token) {',
  "  const [body, tag] = String(token).split('.');",
  '  const expected = mac(body);',
  '  if (!tag || tag.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;',
  "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '  return claims.exp > Date.now() ? claims : null;',
  '}',
  'module.exports = { seal, openUnchecked };',
);

testRule('require-state-binding', bindingRule, {
  valid: [
    // 2. five minutes
    { filename: path('jwt-sign/purge-short.js'), code: purgeTool('5 * 60') },
    // 6. the pipeline in the claims, compared on the retry: signed by the imported helper, or in a promise made in place
    { filename: path('proto-tool/cancel-bound.js'), code: CANCEL_BOUND, languageOptions: commonJs },
    { filename: path('proto-tool/cancel-in-place-bound.js'), code: CANCEL_IN_PLACE_BOUND, languageOptions: commonJs },
    { filename: path('proto-tool/cancel-local-bound.js'), code: CANCEL_LOCAL_BOUND, languageOptions: commonJs },
    // 7. the vehicle in the state, compared on the retry
    { filename: path('fleet/decommission-bound.js'), code: DECOMMISSION_BOUND, languageOptions: commonJs },
    // 8. the invoice in the state, compared on the retry
    { filename: path('billing-bound/tools/voidInvoice.js'), code: BOUND_VOID, languageOptions: commonJs },
    // 12. `claims.op !== operator` with `ctx.operator` a dispatcher hands in: maybe the user, not claimed missing
    { filename: path('runbook/restart.js'), code: RESTART, languageOptions: commonJs },
    // 12. the opened claims handed to `chain`, which calls the check its caller hands it
    { filename: path('runbook/restart-chained.js'), code: CHAINED, languageOptions: commonJs },
  ],
  invalid: [
    // 12. an opener that compares the tool and the expiry only, the user nowhere
    {
      filename: path('runbook/restart-unbound.js'),
      code: RESTART_UNBOUND,
      languageOptions: commonJs,
      errors: [{ messageId: 'helperSkipsChecks', line: 8, column: 19, endLine: 8, endColumn: 67 }],
    },
    // 12. the opened claims used as they are: neither the user nor the tool is compared
    {
      filename: path('runbook/restart-unchained.js'),
      code: UNCHAINED,
      languageOptions: commonJs,
      errors: [{ messageId: 'helperSkipsChecks', line: 8, column: 19, endLine: 8, endColumn: 50 }],
    },
    // 2. `exp: iat + 30 * 60` in the claims `signJwt` signs whole: half an hour
    {
      filename: path('jwt-sign/purge.js'),
      code: purgeTool('30 * 60'),
      errors: [{ messageId: 'ttlTooLong', line: 13, column: 61, endLine: 13, endColumn: 74 }],
    },
    // 6. `{ step: 'confirm' }` bound to the user and the tool, not to the pipeline
    {
      filename: path('proto-tool/cancel.js'),
      code: CANCEL,
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 15, column: 12, endLine: 15, endColumn: 47 }],
    },
    // 6. the same with the helper written in the tool's file: reported at its call, as the module's helper is
    {
      filename: path('proto-tool/cancel-local.js'),
      code: CANCEL_LOCAL,
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 15, column: 12, endLine: 15, endColumn: 47 }],
    },
    // 6. the same, the token settling a promise `run` makes in place around `jwt.sign(claims, KEY, options, callback)`
    {
      filename: path('proto-tool/cancel-in-place.js'),
      code: CANCEL_IN_PLACE,
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 16, column: 16, endLine: 16, endColumn: 35 }],
    },
    // 7. `{ step: 'confirm' }`: the retry decommissions whatever vehicle it names
    {
      filename: path('fleet/decommission.js'),
      code: DECOMMISSION,
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 9, column: 86, endLine: 9, endColumn: 141 }],
    },
    // 8. the registry's tool seals the user and the tool, not the invoice
    {
      filename: path('billing/tools/voidInvoice.js'),
      code: UNBOUND_VOID,
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', line: 19, column: 78, endLine: 19, endColumn: 118 }],
    },
  ],
});

testRule('no-weak-state-key', keyRule, {
  valid: [
    // 3. the whole export is the variable, the process stopping when it is missing
    { filename: path('ci-secret-strict/state.js'), code: STATE_JS, languageOptions: commonJs },
    // 4. the configured key with no fallback
    { filename: path('es5-signer-strict/server.js'), code: SIGNER_SERVER, languageOptions: commonJs },
  ],
  invalid: [
    // 3. `require('./secret')` is the variable or a Math.random() string
    {
      filename: path('ci-secret/state.js'),
      code: STATE_JS,
      languageOptions: commonJs,
      errors: [{ messageId: 'predictableFallback', line: 5, column: 20, endLine: 5, endColumn: 26 }],
    },
    // 4. `options.key`, defaulted in place, is `config.stateKey`, which falls back to a literal
    {
      filename: path('es5-signer/server.js'),
      code: SIGNER_SERVER,
      languageOptions: commonJs,
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 32, endLine: 4, endColumn: 52 }],
    },
  ],
});

// 10. a state member the retry sends in a vendor's credential header: what the state carries under that name is a credential
write('vault-lease/package.json', lines('{"name": "vault-lease", "private": true, "type": "module"}'));
write(
  'vault-lease/vault.js',
  'export async function login(role) {',
  "  const res = await fetch(`${process.env.VAULT_ADDR}/v1/auth/approle/login`, { method: 'POST', body: JSON.stringify({ role }) });",
  '  const { auth } = await res.json();',
  '  return { clientToken: auth.client_token };',
  '}',
  'export async function readSecret(path, token) {',
  "  const res = await fetch(`${process.env.VAULT_ADDR}/v1/secret/data/${path}`, { headers: { 'X-Vault-Token': token } });",
  '  return (await res.json()).data;',
  '}',
  'export async function readSecretTraced(path, traceToken) {',
  "  const res = await fetch(`${process.env.VAULT_ADDR}/v1/secret/data/${path}`, { headers: { 'X-Trace-Token': traceToken } });",
  '  return (await res.json()).data;',
  '}',
);
const vaultTool = (carried: string, read: string) =>
  lines(
    "import { createStateSealer } from 'eslint-plugin-mcp-state/seal';",
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { login, readSecret, readSecretTraced } from './vault.js';",
    'const sealer = createStateSealer({ key: process.env.STATE_KEY });',
    "export const readVaultSecret = async ({ path }, ctx) => {",
    '  const userId = ctx.http.authInfo.extra.userId;',
    '  const raw = ctx.mcpReq.requestState();',
    '  if (!raw) {',
    "    const lease = await login('reader');",
    `    return inputRequired({ inputRequests: {}, requestState: sealer.seal({ path, ${carried} }, { userId, tool: 'read_secret' }) });`,
    '  }',
    "  const state = sealer.open(raw, { userId, tool: 'read_secret' });",
    `  return { content: [{ type: 'text', text: JSON.stringify(await ${read}) }] };`,
    '};',
  );
const VAULT_TOOL = vaultTool('leaseToken: lease.clientToken', 'readSecret(state.path, state.leaseToken)');
const VAULT_TOOL_TRACED = vaultTool('trace: lease.clientToken', 'readSecretTraced(state.path, state.trace)');

// 11. a codec handed in under a type alias of its value (`type StateCodec = typeof stateCodec`), minting a token a helper
// of another module gives (`bearerFrom(ctx)`, the caller's token or an environment fallback): kept under a secret's name
write('janitor/package.json', lines('{"name": "janitor", "private": true, "type": "module"}'));
write(
  'janitor/state.ts',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export const stateCodec = createRequestStateCodec({ key: new TextEncoder().encode(process.env.STATE_KEY), ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.extra.userId });',
  'export type StateCodec = typeof stateCodec;',
);
write(
  'janitor/auth.ts',
  'export function bearerFrom(ctx: any): string {',
  '  const token = ctx.http?.authInfo?.token ?? process.env.GITHUB_TOKEN;',
  "  if (!token) throw new Error('no credentials');",
  '  return token;',
  '}',
  'export function requestIdOf(ctx: any): string {',
  "  return String(ctx.http?.headers?.['x-request-id'] ?? 'local');",
  '}',
);
const janitorTool = (property: string) =>
  lines(
    "import { inputRequired, type McpServer } from '@modelcontextprotocol/server';",
    "import type { StateCodec } from './state.js';",
    "import { bearerFrom, requestIdOf } from './auth.js';",
    'export function registerSweep(server: McpServer, codec: StateCodec): void {',
    "  server.registerTool('sweep_branches', { description: 'Delete merged branches' }, async ({ repo }: { repo: string }, ctx: any) => {",
    '    if (!ctx.mcpReq.requestState()) {',
    `      const requestState = await codec.mint({ repo, ${property} }, ctx);`,
    '      return inputRequired({ inputRequests: {}, requestState });',
    '    }',
    "    return { content: [{ type: 'text', text: 'done' }] };",
    '  });',
    '}',
  );
write(
  'janitor/server.ts',
  "import { McpServer } from '@modelcontextprotocol/server';",
  "import { stateCodec } from './state.js';",
  "import { registerSweep } from './sweep.js';",
  "export const server = new McpServer({ name: 'janitor', version: '1.0.0' });",
  'registerSweep(server, stateCodec);',
);
const JANITOR_TOOL = janitorTool('ghToken: bearerFrom(ctx)');
const JANITOR_TOOL_REQUEST_ID = janitorTool('requestId: requestIdOf(ctx)');
write('janitor/sweep.ts', JANITOR_TOOL);

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    // 5. the query and the thread ids only
    { filename: path('registrars-plain/tools/archive.js'), code: archiveTool('{ q: q, threadIds: ids }'), languageOptions: commonJs },
    // 10. what the retry sends in a tracing header is not a credential
    { filename: path('vault-lease/read-traced.js'), code: VAULT_TOOL_TRACED },
  ],
  invalid: [
    // 5. the user's Gmail access token, readable in the state the registrar's codec mints
    {
      filename: path('registrars/tools/archive.js'),
      code: archiveTool('{ q: q, accessToken: accessToken }'),
      languageOptions: commonJs,
      errors: [
        {
          messageId: 'secretInState',
          line: 11,
          column: 105,
          endLine: 11,
          endColumn: 129,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'accessToken' }, output: archiveTool('{ q: q }') }],
        },
      ],
    },
    // 10. `leaseToken`, which the retry sends as `X-Vault-Token`: the Vault lease's client token, readable in the state
    {
      filename: path('vault-lease/read.js'),
      code: VAULT_TOOL,
      errors: [
        {
          messageId: 'secretInState',
          line: 10,
          column: 81,
          endLine: 10,
          endColumn: 110,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'leaseToken' }, output: VAULT_TOOL.replace('{ path, leaseToken: lease.clientToken }', '{ path }') }],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      // 11. a request id a helper gives, under a name that says nothing secret
      { filename: path('janitor/sweep.ts'), code: JANITOR_TOOL_REQUEST_ID },
    ],
    invalid: [
      // 11. `ghToken`: the caller's GitHub token (or the server's), readable in the state the typed codec mints
      {
        filename: path('janitor/sweep.ts'),
        code: JANITOR_TOOL,
        errors: [
          {
            messageId: 'secretInState',
            line: 7,
            column: 53,
            endLine: 7,
            endColumn: 77,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'ghToken' }, output: janitorTool('').replace('{ repo,  }', '{ repo }') }],
          },
        ],
      },
    ],
  },
});
