// Dependencies a composition root hands in (session 55): a parameter a function calls through, or a constructor's, is
// what every call in the modules that import it passes, read from their text and worked out in the linted file. The
// codec a root makes and hands to `register…(server, deps)` seals what the tool puts in it; a class whose constructor
// takes `deps` seals with the vault and packs with the encoder the root gives it. A root that passes on a parameter of
// its own, or hands the function over as a value, leaves the dependency unknown: silence. A promisified function is the
// function it wraps, and NestJS's `ConfigType<typeof config>` is what the factory `registerAs` is given returns.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const codecRows = [
  "'use strict';",
  "const crypto = require('node:crypto');",
  '',
  'function createStateCodec({ secret }) {',
  "  const sign = (body) => crypto.createHmac('sha256', secret).update(body).digest('base64url');",
  '  return {',
  '    seal(payload) {',
  "      const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300000 })).toString('base64url');",
  '      return `${body}.${sign(body)}`;',
  '    },',
  '  };',
  '}',
  '',
  'function createBoxCodec({ key }) {',
  '  return {',
  '    seal(payload) {',
  '      const iv = crypto.randomBytes(12);',
  "      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);",
  '      const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);',
  "      return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');",
  '    },',
  '  };',
  '}',
  '',
  'module.exports = { createStateCodec, createBoxCodec };',
];
const toolRows = (name: string, tool: string, dependency: string) => [
  "'use strict';",
  '',
  `module.exports = function ${name}(server, { ${dependency} }) {`,
  `  server.tool('${tool}', 'Run ${tool}.', {}, async (args, extra) => {`,
  '    if (!extra.requestState) {',
  '      return {',
  "        resultType: 'input_required',",
  "        inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Go on?' } } },",
  `        requestState: ${dependency}.seal({ tool: '${tool}', user: extra.authInfo.clientId, apiKey: process.env.BILLING_API_KEY }),`,
  '      };',
  '    }',
  "    return { content: [{ type: 'text', text: 'done' }] };",
  '  });',
  '};',
];
const exportRows = toolRows('registerExport', 'export_report', 'codec');
const archiveRows = toolRows('registerArchive', 'archive_report', 'box');

// the composition root: one codec that signs (readable), one box that encrypts with AES-GCM (nothing readable, no expiry)
const reports = tempProject('injected-reports');
reports.write('package.json', '{ "name": "reports", "private": true }');
reports.write('lib/state-codec.js', ...codecRows);
reports.write('tools/export.js', ...exportRows);
reports.write('tools/archive.js', ...archiveRows);
reports.write(
  'server.js',
  "'use strict';",
  "const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');",
  "const { createStateCodec, createBoxCodec } = require('./lib/state-codec');",
  "const registerExport = require('./tools/export');",
  "const registerArchive = require('./tools/archive');",
  '',
  "const server = new McpServer({ name: 'reports', version: '1.0.0' });",
  "const deps = { codec: createStateCodec({ secret: process.env.STATE_SECRET }), box: createBoxCodec({ key: Buffer.from(process.env.BOX_KEY, 'base64') }) };",
  'registerExport(server, deps);',
  'registerArchive(server, deps);',
  'module.exports = { server };',
);

/** A package with the codec module and the export tool, whose composition root is `rootRows`. */
function exportProject(name: string, rootFile: string, rootRows: readonly string[]): ReturnType<typeof tempProject> {
  const project = tempProject(`injected-${name}`);
  project.write('package.json', `{ "name": "${name}", "private": true }`);
  project.write('lib/state-codec.js', ...codecRows);
  project.write('tools/export.js', ...exportRows);
  project.write(rootFile, ...rootRows);
  return project;
}

// a root that hands on what it is given: who made the codec is out of sight
const forwarded = exportProject('forwarded', 'boot.js', ["'use strict';", "const registerExport = require('./tools/export');", '', 'module.exports = function boot(server, deps) {', '  registerExport(server, deps);', '};']);

// a root that hands the register function over as a value to a package: its calls are not all to be seen
const listed = exportProject('listed', 'server.js', [
  "'use strict';",
  "const { createStateCodec } = require('./lib/state-codec');",
  "const registerExport = require('./tools/export');",
  '',
  "const { mountAll } = require('mcp-plugin-host');",
  '',
  'const deps = { codec: createStateCodec({ secret: process.env.STATE_SECRET }) };',
  'mountAll([registerExport], {}, deps);',
]);

// TypeScript: a class whose constructor's parameter property holds the dependencies, through a barrel
const refunds = tempProject('injected-refunds');
refunds.write('package.json', '{ "name": "refunds", "private": true, "type": "module" }');
refunds.write('src/state/index.ts', "export { StateVault } from './vault.js';", "export { encodeDraft } from './draft.js';");
refunds.write(
  'src/state/vault.ts',
  "import { createHmac } from 'node:crypto';",
  '',
  'export class StateVault {',
  '  constructor(private readonly secret: string) {}',
  '',
  '  seal(claims: object): string {',
  "    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;",
  '  }',
  '}',
);
refunds.write('src/state/draft.ts', 'export function encodeDraft(draft: object): string {', "  return Buffer.from(JSON.stringify(draft)).toString('base64url');", '}');
const refundRows = [
  'export class RefundTool {',
  '  constructor(private readonly deps) {}',
  '',
  '  start(userId: string, amount: number) {',
  '    return {',
  "      resultType: 'input_required',",
  "      inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Refund ${amount}?` } } },",
  "      requestState: this.deps.vault.seal({ userId, tool: 'refund', amount }),",
  '    };',
  '  }',
  '',
  '  draft(userId: string) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: this.deps.pack({ userId, tool: 'refund' }) };",
  '  }',
  '}',
];
refunds.write('src/tools/refund.ts', ...refundRows);
refunds.write(
  'src/main.ts',
  "import { StateVault, encodeDraft } from './state/index.js';",
  "import { RefundTool } from './tools/refund.js';",
  '',
  'export const refunds = new RefundTool({ vault: new StateVault(process.env.REFUND_STATE_SECRET!), pack: encodeDraft });',
);

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    { name: 'an AES-GCM box the root hands in: nothing in its state is readable', filename: reports.path('tools/archive.js'), code: lines(...archiveRows) },
    { name: 'a root that hands on its own parameter: the codec is unknown', filename: forwarded.path('tools/export.js'), code: lines(...exportRows) },
    { name: 'a root that hands the function over as a value: its calls are not all seen', filename: listed.path('tools/export.js'), code: lines(...exportRows) },
  ],
  invalid: [
    {
      name: 'an API key sealed by the HMAC codec the composition root makes and hands in',
      filename: reports.path('tools/export.js'),
      code: lines(...exportRows),
      errors: [
        {
          messageId: 'secretInState',
          line: 9,
          column: 90,
          endLine: 9,
          endColumn: 125,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'apiKey' },
              output: lines(...exportRows.map((row) => row.replace(', apiKey: process.env.BILLING_API_KEY', ''))),
            },
          ],
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the HMAC codec the root hands in writes an expiry; the call binds the user and the tool', filename: reports.path('tools/export.js'), code: lines(...exportRows) }],
  invalid: [
    {
      name: 'the AES-GCM box the root hands in writes no expiry',
      filename: reports.path('tools/archive.js'),
      code: lines(...archiveRows),
      errors: [{ messageId: 'helperMissingSignedFields', line: 9, column: 23, endLine: 9, endColumn: 127 }],
    },
  ],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: "a constructor's parameter property holds the vault the root makes, through a barrel: no expiry",
        filename: refunds.path('src/tools/refund.ts'),
        code: lines(...refundRows),
        errors: [{ messageId: 'helperMissingSignedFields', line: 8, column: 21, endLine: 8, endColumn: 77 }],
      },
    ],
  },
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'the HMAC codec the root hands in seals', filename: reports.path('tools/export.js'), code: lines(...exportRows) }],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'an encoder the root hands in as `pack` is no seal',
        filename: refunds.path('src/tools/refund.ts'),
        code: lines(...refundRows),
        errors: [{ messageId: 'unsignedStateHelper', line: 13, column: 77, endLine: 13, endColumn: 119 }],
      },
    ],
  },
});

// `util.promisify(jwt.sign)` is jwt.sign: its token, signed with no expiry, never expires
const promisifiedRows = [
  "import util from 'node:util';",
  "import jwt from 'jsonwebtoken';",
  '',
  'const signAsync = util.promisify(jwt.sign);',
  '',
  'export async function handler(args, extra) {',
  "  const token = await signAsync({ tool: 'share_note', sub: extra.authInfo.clientId }, process.env.STATE_JWT_SECRET);",
  "  return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a promisified jwt.sign given an expiry', code: lines(...promisifiedRows.map((row) => row.replace('process.env.STATE_JWT_SECRET)', "process.env.STATE_JWT_SECRET, { expiresIn: '5m' })"))) }],
  invalid: [
    {
      name: 'a promisified jwt.sign without an expiry',
      code: lines(...promisifiedRows),
      errors: [
        {
          messageId: 'missingExpiry',
          line: 7,
          column: 23,
          endLine: 7,
          endColumn: 116,
          suggestions: [{ messageId: 'addField', data: { text: 'expiresIn: 600' }, output: lines(...promisifiedRows.map((row) => row.replace('process.env.STATE_JWT_SECRET)', 'process.env.STATE_JWT_SECRET, { expiresIn: 600 })'))) }],
        },
      ],
    },
  ],
});

// NestJS config: `ConfigType<typeof stateConfig>` is what the factory given to `registerAs` returns, injected by its KEY

const nest = tempProject('injected-nest-config');
nest.write('package.json', '{ "name": "nestcfg", "private": true }');

const signerServiceRows = [
  "import { createHmac } from 'node:crypto';",
  "import { Inject, Injectable } from '@nestjs/common';",
  "import type { ConfigType } from '@nestjs/config';",
  "import { stateConfig } from '../config/state.config';",
  '',
  '@Injectable()',
  'export class StateSignerService {',
  '  constructor(@Inject(stateConfig.KEY) private readonly cfg: ConfigType<typeof stateConfig>) {}',
  '',
  '  mac(body: string): Buffer {',
  "    return createHmac('sha256', this.cfg.secret).update(body).digest();",
  '  }',
  '}',
];

const stateConfigRows = [
  "import { registerAs } from '@nestjs/config';",
  '',
  "export const stateConfig = registerAs('state', () => ({",
  "  secret: process.env.DESK_STATE_SECRET ?? 'desk-local-secret',",
  '  ttlSeconds: 300,',
  '}));',
];

nest.write('src/config/state.config.ts', ...stateConfigRows);

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'the config factory alone keys nothing: its fallback is judged where a key is made of it', filename: nest.path('src/config/state.config.ts'), code: lines(...stateConfigRows) }],
  invalid: [],
  typescriptOnly: {
    valid: [
      {
        name: 'a config factory whose key has no fallback',
        filename: nest.path('src/state/other.service.ts'),
        code: lines(...signerServiceRows.map((row) => row.replace('this.cfg.secret', 'process.env.DESK_STATE_SECRET!'))),
      },
    ],
    invalid: [
      {
        name: "the literal fallback of the factory registerAs is given, through ConfigType<typeof stateConfig>",
        filename: nest.path('src/state/signer.service.ts'),
        code: lines(...signerServiceRows),
        errors: [{ messageId: 'literalFallback', line: 11, column: 33, endLine: 11, endColumn: 48 }],
      },
    ],
  },
});

// a plugin's option with a default (`opts.ttlSeconds ?? 600`) is still what the registration passes
const plugins = tempProject('injected-plugin-options');
plugins.write('package.json', '{ "name": "fp", "private": true, "type": "module" }');
plugins.write(
  'plugin.ts',
  "import fp from 'fastify-plugin';",
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  '',
  'const requestStatePlugin = async (fastify, opts) => {',
  '  const codec = createRequestStateCodec({',
  "    key: Buffer.from(process.env.STATE_KEY!, 'base64'),",
  '    ttlSeconds: opts.ttlSeconds ?? 600,',
  "    bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? ''),",
  '  });',
  "  fastify.decorate('stateCodec', codec);",
  '};',
  '',
  "export default fp(requestStatePlugin, { name: 'request-state' });",
);
const appRows = (ttl: string) => [
  "import Fastify from 'fastify';",
  "import requestStatePlugin from './plugin.js';",
  '',
  'export async function buildApp() {',
  '  const app = Fastify();',
  `  await app.register(requestStatePlugin, { ttlSeconds: ${ttl} });`,
  '  return app;',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'five minutes through the options of a plugin that defaults to ten', filename: plugins.path('app.ts'), code: lines(...appRows('5 * 60')) }],
  invalid: [
    {
      name: 'an hour through the options of a plugin that defaults to ten minutes',
      filename: plugins.path('app.ts'),
      code: lines(...appRows('60 * 60')),
      errors: [{ messageId: 'ttlTooLong', line: 6, column: 44, endLine: 6, endColumn: 63 }],
    },
  ],
});
