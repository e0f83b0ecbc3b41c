// A registration function a composition root never calls by name: it puts it in an array of functions and calls
// each element (`for (const register of plugins) register(server, deps)`, `[…].forEach((register) => register(…))`).
// What the root hands each element is what the function's parameters hold; an array handed anywhere else leaves the
// callers unseen, and the parameter unknown.
import secretsRule from '../../rules/no-secrets-in-state.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('callers-through-collections');
project.write('package.json', '{ "name": "crm-notes", "private": true }');
project.write('src/state/tokens.js',
  `const jwt = require('jsonwebtoken');`,
  'function createStateTokens({ secret, ttl }) {',
  '  return {',
  `    issue: (payload, { sub, tool }) => jwt.sign({ ...payload, tool }, secret, { algorithm: 'HS256', subject: sub, expiresIn: ttl }),`,
  `    verify: (token, { sub }) => jwt.verify(token, secret, { algorithms: ['HS256'], subject: sub }),`,
  '  };',
  '}',
  'module.exports = { createStateTokens };',
);

const SYNC = lines(
  `const TOOL = 'sync_calendar';`,
  'module.exports = function registerSync(server, { crm, tokens }) {',
  '  server.registerTool(TOOL, { inputSchema: {} }, async (_args, extra) => {',
  '    const sub = extra.authInfo.extra.userId;',
  '    const grant = await crm.calendarGrant(sub);',
  '    const state = tokens.issue({',
  '      calendars: grant.calendars,',
  '      refreshToken: grant.refresh_token,',
  '    }, { sub, tool: TOOL });',
  `    return { resultType: 'input_required', inputRequests: {}, requestState: state };`,
  '  });',
  '};',
);

const ROOT_HEAD = [
  `const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');`,
  `const { createStateTokens } = require('./state/tokens');`,
  `const deps = { crm: require('./crm'), tokens: createStateTokens({ secret: process.env.STATE_SECRET, ttl: '5m' }) };`,
  `const server = new McpServer({ name: 'crm-notes', version: '1.0.0' });`,
];
for (const name of ['for-of', 'for-each', 'unseen']) project.write(`src/tools/sync-${name}.js`, SYNC);
project.write('src/root-for-of.js', ...ROOT_HEAD,
  `const registerSync = require('./tools/sync-for-of');`,
  `const plugins = [require('./tools/notes'), registerSync];`,
  'for (const plugin of plugins) plugin(server, deps);',
);
project.write('src/root-for-each.js', ...ROOT_HEAD,
  `const registerSync = require('./tools/sync-for-each');`,
  '[registerSync].forEach((register) => register(server, deps));',
);
project.write('src/root-unseen.js', ...ROOT_HEAD,
  `const { mountAll } = require('mcp-plugin-loader');`,
  `const registerSync = require('./tools/sync-unseen');`,
  'const plugins = [registerSync];',
  'for (const plugin of plugins) plugin(server, deps);',
  'mountAll(plugins);',
);

const removed = SYNC.replace('      refreshToken: grant.refresh_token,\n', '');
const reported = (name: string) => ({
  name: `a refresh token sealed through what the root hands each element of an array of functions (${name})`,
  filename: project.path(`src/tools/sync-${name}.js`),
  code: SYNC,
  languageOptions: commonJs,
  errors: [{ messageId: 'secretInState' as const, line: 8, column: 7, endLine: 8, endColumn: 40, suggestions: [{ messageId: 'removeProperty' as const, data: { key: 'refreshToken' }, output: removed }] }],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    { name: 'the same array also handed to a package: the callers are not all seen', filename: project.path('src/tools/sync-unseen.js'), code: SYNC, languageOptions: commonJs },
    { name: 'no secret in what the root-handed sealer seals', filename: project.path('src/tools/sync-for-of.js'), code: removed, languageOptions: commonJs },
  ],
  invalid: [reported('for-of'), reported('for-each')],
});

// SDK 1.x low-level servers: a registry module keyed by tool name (`registry.sync_calendar = require('./sync')`), and
// a dispatcher that looks the tool up by the request's name and hands it the context it builds
const HANDLE = lines(
  `const TOOL = 'sync_calendar';`,
  'exports.handle = async function handle(args, ctx) {',
  '  const grant = await ctx.crm.calendarGrant(ctx.userId);',
  '  const state = ctx.tokens.issue({ calendars: grant.calendars, refreshToken: grant.refresh_token }, { sub: ctx.userId, tool: TOOL });',
  `  return { resultType: 'input_required', inputRequests: {}, requestState: state };`,
  '};',
);
const DISPATCH = (registry: string) => [
  `const { Server } = require('@modelcontextprotocol/sdk/server/index.js');`,
  `const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');`,
  `const { createStateTokens } = require('./state/tokens');`,
  `const tools = require('./${registry}');`,
  `const tokens = createStateTokens({ secret: process.env.STATE_SECRET, ttl: '5m' });`,
  `const server = new Server({ name: 'crm-notes', version: '1.0.0' }, { capabilities: { tools: {} } });`,
  'server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: Object.keys(tools).map((name) => tools[name].definition) }));',
  'server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {',
  '  const name = request.params.name;',
  '  const tool = Object.prototype.hasOwnProperty.call(tools, name) ? tools[name] : undefined;',
  `  if (!tool) return { isError: true, content: [] };`,
  `  return tool.handle(request.params.arguments, { tokens, crm: require('./crm'), userId: extra.authInfo.extra.userId });`,
  '});',
];
for (const name of ['registered', 'listed', 'mounted']) project.write(`src/handlers/sync-${name}.js`, HANDLE);
project.write('src/registry-registered.js', 'const registry = module.exports = {};', `registry.sync_calendar = require('./handlers/sync-registered');`);
project.write('src/registry-listed.js', `module.exports = { sync_calendar: require('./handlers/sync-listed') };`);
project.write('src/registry-mounted.js', `module.exports = { sync_calendar: require('./handlers/sync-mounted') };`);
project.write('src/dispatch-registered.js', ...DISPATCH('registry-registered'));
project.write('src/dispatch-listed.js', ...DISPATCH('registry-listed'));
project.write('src/dispatch-mounted.js', ...DISPATCH('registry-mounted'), `require('mcp-plugin-host').mountAll(tools);`);

const handleWithout = HANDLE.replace(', refreshToken: grant.refresh_token', '');
const dispatched = (name: string, how: string) => ({
  name: `a refresh token sealed through what a dispatcher hands the tool it looks up in a registry (${how})`,
  filename: project.path(`src/handlers/sync-${name}.js`),
  code: HANDLE,
  languageOptions: commonJs,
  errors: [{ messageId: 'secretInState' as const, line: 4, column: 64, endLine: 4, endColumn: 97, suggestions: [{ messageId: 'removeProperty' as const, data: { key: 'refreshToken' }, output: handleWithout }] }],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    { name: 'the registry also handed to a package: the callers are not all seen', filename: project.path('src/handlers/sync-mounted.js'), code: HANDLE, languageOptions: commonJs },
    { name: 'no secret in what the dispatched tool seals', filename: project.path('src/handlers/sync-registered.js'), code: handleWithout, languageOptions: commonJs },
  ],
  invalid: [dispatched('registered', 'members written on the exports object'), dispatched('listed', 'an object literal of requires')],
});
