// A framework's registration runs the plugin it is handed with the options the call passes (Fastify's
// `app.register(plugin, options)`, through `fastify-plugin`'s `fp` too): a key or a lifetime the plugin's JWT signer
// takes from its options is judged at the registration, where the value is written.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import bindingRule from '../../rules/require-state-binding.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-plugins-'));
writeFileSync(
  join(project, 'state-tokens.js'),
  lines(
    "import fp from 'fastify-plugin';",
    "import jwt from 'jsonwebtoken';",
    'async function stateTokens(fastify, opts) {',
    '  const { secret, lifetime } = opts;',
    "  fastify.decorate('stateTokens', {",
    "    issue: (claims, subject) => jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: lifetime, subject }),",
    '  });',
    '}',
    "export default fp(stateTokens, { name: 'state-tokens' });",
  ),
);
writeFileSync(
  join(project, 'config.js'),
  lines("export const config = { secret: process.env.STATE_SECRET || 'change-me', strong: process.env.STATE_SECRET, lifetime: '2h', short: '5m' };"),
);
writeFileSync(
  join(project, 'hapi-plugin.cjs'),
  lines(
    "'use strict';",
    "const { createHmac } = require('node:crypto');",
    'module.exports = {',
    "  name: 'state',",
    '  register(server, options) {',
    "    server.decorate('server', 'seal', (body) => `${body}.${createHmac('sha256', options.stateSecret).update(body).digest('hex')}`);",
    '  },',
    '};',
  ),
);
writeFileSync(join(project, 'hapi-config.cjs'), lines("'use strict';", 'const env = process.env;', "module.exports = { state: { secret: env.STATE_SECRET || 'helpdesk-dev-secret', strong: env.STATE_SECRET } };"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A hapi server registering its plugins as a list of `{ plugin, options }`. */
const hapiServer = (secret: string) =>
  lines(
    "'use strict';",
    "const Hapi = require('@hapi/hapi');",
    "const config = require('./hapi-config.cjs');",
    'async function start() {',
    '  const server = Hapi.server({ port: 8080 });',
    "  await server.register([{ plugin: require('hapi-auth-bearer-token') }, { plugin: require('./hapi-plugin.cjs'), options: { stateSecret: " + secret + ' } }]);',
    '}',
    'module.exports = { start };',
  );

const server = (options: string) =>
  lines(
    "import Fastify from 'fastify';",
    "import stateTokens from './state-tokens.js';",
    "import { config } from './config.js';",
    'const app = Fastify();',
    `await app.register(stateTokens, ${options});`,
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'a lifetime within the maximum', filename: join(project, 'short.js'), code: server('{ secret: config.strong, lifetime: config.short }') },
    {
      name: 'a registration of a plugin that signs nothing',
      filename: join(project, 'other.js'),
      code: lines("import Fastify from 'fastify';", 'const app = Fastify();', "await app.register(async (f, o) => f.decorate('x', o.lifetime), { lifetime: '2h' });"),
    },
  ],
  invalid: [
    {
      name: "a 2-hour lifetime handed to the plugin's JWT signer",
      filename: join(project, 'long.js'),
      code: server('{ secret: config.strong, lifetime: config.lifetime }'),
      errors: [{ messageId: 'ttlTooLong', line: 5, column: 58, endLine: 5, endColumn: 83 }],
    },
  ],
});

testRule('no-weak-state-key', keyRule, {
  valid: [
    { name: 'a key from the environment alone', filename: join(project, 'strong.js'), code: server('{ secret: config.strong, lifetime: config.short }') },
    { name: 'hapi: a key from the environment alone', filename: join(project, 'hapi-strong.cjs'), code: hapiServer('config.state.strong'), languageOptions: commonJs },
  ],
  invalid: [
    {
      name: "hapi: a literal fallback handed to the plugin's HMAC key in the registration's options",
      filename: join(project, 'hapi-weak.cjs'),
      code: hapiServer('config.state.secret'),
      languageOptions: commonJs,
      errors: [{ messageId: 'literalFallbackHelper', line: 6, column: 124, endLine: 6, endColumn: 156 }],
    },
    {
      name: "a literal fallback handed to the plugin's JWT key",
      filename: join(project, 'weak.js'),
      code: server('{ secret: config.secret, lifetime: config.short }'),
      errors: [{ messageId: 'literalFallbackHelper', line: 5, column: 35, endLine: 5, endColumn: 56 }],
    },
  ],
});
