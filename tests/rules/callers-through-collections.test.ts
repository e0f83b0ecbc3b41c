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
