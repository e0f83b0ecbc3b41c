// A registry that imports every tool module and calls each one's register function is linted before the tools: the
// rules read the tools' text to learn whether anything there signs, but parse none of them to classify calls whose
// value is thrown away or whose module declares its own exports. A module that passes a package's opener on is read.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { clearModuleCache, lastParsedModules, moduleParseCount } from '../../../src/analysis/modules/index.js';
import { configFor, temporaryProject } from './project-lint.js';

describe('a registry of tools linted before the tools', () => {
  const { root, linter, write } = temporaryProject('mcp-state-registry-');
  write('package.json', JSON.stringify({ type: 'module' }));
  write(
    'lib/state.js',
    [
      "import { createHmac } from 'node:crypto';",
      'export function sealFor(payload) {',
      "  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
      "  return body + '.' + createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
      '}',
      '',
    ].join('\n'),
  );
  write('lib/open.js', "export { openState as openToken } from 'eslint-plugin-mcp-state/seal';\n");
  write(
    'tools/alpha.js',
    [
      "import { sealFor } from '../lib/state.js';",
      'export function registerAlpha(server) {',
      "  server.registerTool('alpha', { description: 'a' }, async () => ({ content: [], state: sealFor({ step: 1 }) }));",
      '}',
      '',
    ].join('\n'),
  );
  write(
    'tools/beta.cjs',
    [
      "const { sealFor } = require('../lib/state.js');",
      'module.exports = function registerBeta(server) {',
      "  server.registerTool('beta', { description: 'b' }, async () => ({ content: [], state: sealFor({ step: 2 }) }));",
      '};',
      '',
    ].join('\n'),
  );
  const registry = write(
    'tools/index.js',
    [
      "import { createRequire } from 'node:module';",
      "import { registerAlpha } from './alpha.js';",
      "import { openToken } from '../lib/open.js';",
      'export function registerAll(server, ctx) {',
      '  registerAlpha(server);',
      "  createRequire(import.meta.url)('./beta.cjs')(server);",
      "  return openToken(ctx.mcpReq.params.requestState, { userId: 'u' });",
      '}',
      '',
    ].join('\n'),
  );

  it('parses only the module that passes a package opener on, and still judges the opener it passes on', () => {
    clearModuleCache();
    const parses = moduleParseCount();
    const rules = { 'mcp-state/require-state-binding': 'error' } as Linter.RulesRecord;
    const reports = linter
      .verify(readFileSync(registry, 'utf8'), configFor(registry, rules), { filename: registry })
      .map((message) => `${message.line}:${message.column}-${message.endLine}:${message.endColumn} ${message.messageId}`);
    expect(reports).toEqual(['7:52-7:67 missingBinding']);
    expect(moduleParseCount() - parses).toBe(1);
    expect(lastParsedModules().slice(-1).map((path) => relative(root, path))).toEqual(['lib/open.js']);
  });
});
