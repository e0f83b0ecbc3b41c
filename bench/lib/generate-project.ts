// A generated multi-file MCP server for the benchmark: tool modules in ESM and CommonJS whose state helpers, signer
// and codec live in lib/, so that every finding needs the other module, and the time spent reading, parsing and
// asking about imported modules shows against the time of the files themselves.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPOSITORY_ROOT, toPosix, type CorpusFile } from './corpus.js';

const LIBRARY: Record<string, string> = {
  'package.json': '{ "name": "generated-mcp-server", "private": true, "type": "module" }\n',
  'lib/signing.js': [
    "import { createHmac } from 'node:crypto';",
    '',
    'const STATE_KEY = process.env.STATE_KEY;',
    '',
    'export function sign(body) {',
    "  return createHmac('sha256', STATE_KEY).update(body).digest('base64url');",
    '}',
    '',
  ].join('\n'),
  'lib/progress.js': [
    'export function encodeProgress(state) {',
    "  return Buffer.from(JSON.stringify(state)).toString('base64url');",
    '}',
    '',
    'export function decodeProgress(raw) {',
    "  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));",
    '}',
    '',
  ].join('\n'),
  'lib/index.js': "export * from './signing.js';\nexport * from './progress.js';\n",
  'lib/signing.cjs': [
    "const crypto = require('crypto');",
    '',
    'exports.sign = function sign(body) {',
    "  return crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
    '};',
    '',
  ].join('\n'),
  'lib/progress.cjs': [
    'function encodeProgress(state) {',
    "  return Buffer.from(JSON.stringify(state)).toString('base64');",
    '}',
    '',
    'function decodeProgress(raw) {',
    "  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));",
    '}',
    '',
    'module.exports = { encodeProgress, decodeProgress };',
    '',
  ].join('\n'),
};

function toolBody(index: number): string[] {
  return [
    `  server.registerTool('tool_${index}', { description: 'Step ${index}', inputSchema: z.object({ id: z.string() }) }, async ({ id }, ctx) => {`,
    '    const raw = ctx.mcpReq.requestState();',
    '    if (raw === undefined) {',
    '      return inputRequired({',
    "        inputRequests: { ok: inputRequired.elicit({ message: 'Go on with ' + id + '?', requestedSchema: z.object({ ok: z.boolean() }) }) },",
    `        requestState: encodeProgress({ id, step: ${index} }),`,
    '      });',
    '    }',
    "    const [body, mac] = String(raw).split('.');",
    "    if (mac !== sign(body)) throw new Error('state was changed');",
    '    const previous = decodeProgress(body);',
    `    return { content: [{ type: 'text', text: describe${index}(previous) }] };`,
    '  });',
  ];
}

function describer(index: number): string[] {
  return [
    `function describe${index}(state) {`,
    '  const parts = [];',
    '  for (const [key, value] of Object.entries(state)) {',
    "    if (typeof value === 'string' && value.length > 40) parts.push(key + '=' + value.slice(0, 40) + '…');",
    "    else parts.push(key + '=' + String(value));",
    '  }',
    `  return 'tool_${index}: ' + parts.join(', ');`,
    '}',
  ];
}

function esmTool(index: number): string {
  return [
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import * as z from 'zod/v4';",
    index % 4 === 0 ? "import { decodeProgress, encodeProgress, sign } from '../lib/index.js';" : "import { decodeProgress, encodeProgress } from '../lib/progress.js';",
    ...(index % 4 === 0 ? [] : ["import { sign } from '../lib/signing.js';"]),
    '',
    ...describer(index),
    '',
    `export function registerTool${index}(server) {`,
    ...toolBody(index),
    '}',
    '',
  ].join('\n');
}

function commonJsTool(index: number): string {
  return [
    "const { inputRequired } = require('@modelcontextprotocol/server');",
    "const z = require('zod/v4');",
    "const { encodeProgress, decodeProgress } = require('../lib/progress.cjs');",
    "const signing = require('../lib/signing.cjs');",
    'const sign = (body) => signing.sign(body);',
    '',
    ...describer(index),
    '',
    `module.exports = function registerTool${index}(server) {`,
    ...toolBody(index),
    '};',
    '',
  ].join('\n');
}

/** Writes the project (replacing an older one) and returns its source files as corpus files. */
export function writeGeneratedProject(directory: string, modules: number): CorpusFile[] {
  rmSync(directory, { recursive: true, force: true });
  const sources: Record<string, string> = { ...LIBRARY };
  const entry: string[] = ["import { McpServer } from '@modelcontextprotocol/server';", "import { createRequire } from 'node:module';", ''];
  entry.push('const require = createRequire(import.meta.url);');
  entry.push("const server = new McpServer({ name: 'generated', version: '1.0.0' }, { capabilities: { tools: {} } });");
  for (let index = 0; index < modules; index++) {
    if (index % 2 === 0) {
      sources[`tools/tool-${index}.js`] = esmTool(index);
      entry.splice(1, 0, `import { registerTool${index} } from './tools/tool-${index}.js';`);
      entry.push(`registerTool${index}(server);`);
    } else {
      sources[`tools/tool-${index}.cjs`] = commonJsTool(index);
      entry.push(`require('./tools/tool-${index}.cjs')(server);`);
    }
  }
  sources['server.js'] = `${entry.join('\n')}\nexport default server;\n`;
  const files: CorpusFile[] = [];
  for (const [path, text] of Object.entries(sources)) {
    const absolutePath = join(directory, path);
    mkdirSync(join(absolutePath, '..'), { recursive: true });
    writeFileSync(absolutePath, text);
    if (!/\.(?:c|m)?js$/.test(path)) continue;
    files.push({
      path: toPosix(relative(REPOSITORY_ROOT, absolutePath)),
      origin: 'generated-project',
      bytes: statSync(absolutePath).size,
      parser: 'espree',
      sourceType: path.endsWith('.cjs') ? 'commonjs' : 'module',
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
