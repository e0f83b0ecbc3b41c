// Runnable servers for the fix loop, generated from the metamorphic suite's insecure base flows
// (tests/metamorphic/flows.ts) in its structural variants (tests/metamorphic/variants.ts): each project the
// metamorphic suite lints, made into a server that starts the way the hand-written fixtures do (SDK 2.x behind
// shared/http.ts, or on stdio) and answers `mcp-state-check`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FLOWS } from '../../metamorphic/flows.js';
import { render, VARIANTS, type Flow, type Project, type Variant } from '../../metamorphic/variants.js';
import { loopDirectory, type Fixture } from './harness.js';

/** Where the generated servers are written: beside `servers/`, so `../../shared/…` resolves the same (ignored by git). */
export const generatedDirectory = join(loopDirectory, '.work-generated');

/**
 * A flow whose base handler cannot complete a round trip, made runnable with the least change that keeps its finding:
 * the base flows are written to be linted, and some of them never read their state back (or read it in a shape the
 * seal does not write).
 */
const RUNNABLE: Readonly<Record<string, (flow: Flow) => Flow>> = {
  // The base flow only mints: retried with the same arguments, it would ask again forever. This one reads it back.
  'unsigned-base64': (flow) => ({
    ...flow,
    helpers: [...flow.helpers, { name: 'decodeTrip', params: [['token', 'string']], body: "return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));" }],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      "if (raw === undefined) return $ASK($h.encodeTrip({ step: 'pick-date', city: args.city }));",
      'const saved = $h.decodeTrip(raw);',
      "return { content: [{ type: 'text', text: `Booked ${saved.city}` }] };",
    ].join('\n'),
    inline: {
      handler: [
        'const raw = $STATE;',
        "if (raw === undefined) return $ASK(Buffer.from(JSON.stringify({ step: 'pick-date', city: args.city })).toString('base64url'));",
        "const saved = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));",
        "return { content: [{ type: 'text', text: `Booked ${saved.city}` }] };",
      ].join('\n'),
    },
  }),
  // The base flow decodes the first dot-separated part; a `sealState` token is `v1.<key id>.<body>.<mac>`, and the
  // state sits under `state` in the body.
  'unverified-decode': (flow) => ({
    ...flow,
    helpers: [{ name: 'decodeTrip', params: [['token', 'string']], body: "const [, , body] = token.split('.');\nreturn JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).state;" }],
    inline: {
      handler: [
        'const raw = $STATE;',
        "if (raw === undefined) return $ASK(sealState({ step: 'pick-date', city: args.city }, { userId: $USER, tool: 'plan_trip' }));",
        "const [, , body] = raw.split('.');",
        "const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).state;",
        "return { content: [{ type: 'text', text: `Booked ${saved.city}` }] };",
      ].join('\n'),
    },
  }),
};

/** The second tool of a server: the same handler registered again, so `other-tool` has state to swap. */
const SIBLING_TOOL: Readonly<Record<string, string>> = { plan_trip: 'plan_return', open_pr: 'open_issue', transfer: 'withdraw', archive: 'restore' };

const ARGUMENT_VALUES: Readonly<Record<string, string>> = { city: 'Lisbon', project: 'apollo', repo: 'acme/site', amount: '120' };

interface Combination {
  readonly flow: string;
  readonly variant: string;
  readonly transport: Fixture['transport'];
  /**
   * Register the tool a second time under another name (`other-tool`). Not for the SDK codec flows: one codec serving
   * two tools is a finding of its own (`codecServesTools`) that no fix can take away.
   */
  readonly sibling: boolean;
}

/**
 * Each insecure server flow at least once, every structural variant family at least once (inline, local, ESM module,
 * CommonJS, default export, barrel, class instance/static/#private, factory, async/.then, TypeScript and JavaScript),
 * on HTTP and, where the flow names no user, on stdio. Not the SDK 1.x variants: `mcp-state-check` and the
 * `input_required` round trip need the 2026-07-28 revision (`server/discover`), which SDK 1.x servers do not speak.
 */
export const COMBINATIONS: readonly Combination[] = [
  { flow: 'unsigned-base64', variant: 'inline', transport: 'stdio', sibling: true },
  { flow: 'unsigned-base64', variant: 'cjs', transport: 'http', sibling: true },
  { flow: 'unverified-decode', variant: 'esm-named', transport: 'http', sibling: true },
  { flow: 'unverified-decode', variant: 'class-static', transport: 'http', sibling: true },
  { flow: 'trusted-unverified', variant: 'local', transport: 'http', sibling: true },
  { flow: 'trusted-unverified', variant: 'ts-module', transport: 'http', sibling: true },
  { flow: 'codec-without-bind', variant: 'factory', transport: 'stdio', sibling: false },
  { flow: 'codec-without-bind', variant: 'ts-local', transport: 'http', sibling: false },
  { flow: 'codec-long-ttl', variant: 'default-object', transport: 'http', sibling: false },
  { flow: 'missing-binding', variant: 'barrel-renamed', transport: 'http', sibling: true },
  { flow: 'missing-binding', variant: 'class-instance', transport: 'http', sibling: true },
  { flow: 'missing-binding', variant: 'prototype', transport: 'http', sibling: true },
  { flow: 'missing-binding', variant: 'injected', transport: 'http', sibling: true },
  { flow: 'missing-binding', variant: 'stored', transport: 'http', sibling: true },
  { flow: 'jwt-no-expiry', variant: 'async', transport: 'http', sibling: true },
  { flow: 'jwt-long-ttl', variant: 'then', transport: 'http', sibling: true },
  { flow: 'missing-signed-fields', variant: 'class-private', transport: 'http', sibling: true },
  { flow: 'missing-signed-fields', variant: 'ts-class-private', transport: 'http', sibling: true },
  { flow: 'unverified-decode', variant: 'mixin', transport: 'http', sibling: true },
  { flow: 'unsigned-base64', variant: 'inherited', transport: 'http', sibling: true },
  { flow: 'opener-skips-checks', variant: 'local', transport: 'http', sibling: true },
  { flow: 'mac-compared-with-equals', variant: 'cjs', transport: 'http', sibling: true },
  { flow: 'mac-compared-with-equals', variant: 'cjs-assembled', transport: 'http', sibling: true },
  { flow: 'mac-compared-with-equals', variant: 'ts-namespace', transport: 'http', sibling: true },
  { flow: 'timing-safe-equal-without-length', variant: 'ts-local', transport: 'http', sibling: true },
  { flow: 'literal-key', variant: 'esm-named', transport: 'http', sibling: true },
  { flow: 'literal-fallback', variant: 'default-object', transport: 'http', sibling: true },
  { flow: 'bearer-token-in-state', variant: 'factory', transport: 'http', sibling: true },
  { flow: 'api-key-in-state', variant: 'inline', transport: 'http', sibling: true },
  { flow: 'key-public-derivation-helper', variant: 'class-static', transport: 'http', sibling: true },
  { flow: 'jwt-ignore-expiration', variant: 'ts-local', transport: 'http', sibling: true },
  { flow: 'jwt-tolerance-too-long', variant: 'class-private', transport: 'http', sibling: true },
  { flow: 'expiry-ms-vs-seconds-helper', variant: 'ts-module', transport: 'http', sibling: true },
];

function isCommonJs(variant: Variant): boolean {
  return variant.layout === 'cjs' || variant.layout === 'cjs-assembled';
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  throw new Error(`unbalanced parentheses after ${text.slice(open, open + 40)}`);
}

function indent(text: string, by: number): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : ' '.repeat(by) + line))
    .join('\n');
}

/** `server.registerTool('<tool>', …);` written again for the sibling tool, right after the first. */
function withSibling(text: string, tool: string, sibling: string): string {
  const start = text.indexOf(`server.registerTool('${tool}'`);
  if (start === -1) throw new Error(`no registration of ${tool}`);
  const end = closingParen(text, text.indexOf('(', start)) + 2;
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const registration = text.slice(start, end);
  const copy = registration.replaceAll(`'${tool}'`, `'${sibling}'`).replaceAll(`A tool of the`, 'The sibling tool of the');
  return `${text.slice(0, end)}\n${text.slice(lineStart, start)}${copy}${text.slice(end)}`;
}

/** The module-level server becomes `createServer()`: over HTTP the SDK makes one server per request. */
function asFactory(text: string, variant: Variant): string {
  if (variant.layout === 'class-private' || variant.layout === 'inherited' || variant.layout === 'mixin') {
    return text.replace('export const server = new ToolServer().build();', 'function createServer() {\n  return new ToolServer().build();\n}');
  }
  // the composition root builds a server with the helpers it hands the tool's module
  if (variant.layout === 'injected') {
    return text.replace(/export const server = (buildServer\(.*\));/, (_, built: string) => `function createServer() {\n  return ${built};\n}`);
  }
  // the tool module kept what the composition root handed its `init`, and makes a server with it
  if (variant.layout === 'stored') return text.replace('export const server = tools.make();', 'function createServer() {\n  return tools.make();\n}');
  const made = text.indexOf('const server = new McpServer(');
  const start = text.lastIndexOf('\n\n', made) + 2;
  const exported = isCommonJs(variant) ? '\n\nmodule.exports = { server };' : '\n\nexport { server };';
  const end = text.indexOf(exported);
  if (made === -1 || end === -1) throw new Error('no module-level server to wrap');
  const body = text.slice(start, end);
  return `${text.slice(0, start)}function createServer() {\n${indent(`${body}\nreturn server;`, 2)}\n}${text.slice(end + exported.length)}`;
}

function startText(name: string, commonjs: boolean, transport: Fixture['transport']): { imports: string; start: string } {
  if (transport === 'stdio') {
    return commonjs
      ? { imports: "const { StdioServerTransport, serveStdio } = require('@modelcontextprotocol/server/stdio');", start: 'serveStdio(createServer, { transport: new StdioServerTransport() });' }
      : { imports: "import { StdioServerTransport, serveStdio } from '@modelcontextprotocol/server/stdio';", start: 'serveStdio(createServer, { transport: new StdioServerTransport() });' };
  }
  return commonjs
    ? {
        imports: "const { serveHttp } = require('../../shared/http.ts');",
        start: `serveHttp(createMcpHandler(createServer), Number(process.env.PORT ?? 0)).then((url) => {\n  console.log(\`${name} listening on \${url}\`);\n});`,
      }
    : {
        imports: "import { serveHttp } from '../../shared/http.js';",
        start: `const url = await serveHttp(createMcpHandler(createServer), Number(process.env.PORT ?? 0));\nconsole.log(\`${name} listening on \${url}\`);`,
      };
}

function serverText(project: Project, name: string, combination: Combination, text: string): string {
  const commonjs = isCommonJs(project.variant);
  const injected = project.variant.layout === 'injected' || project.variant.layout === 'stored';
  let server = combination.sibling && !injected ? withSibling(text, project.flow.tool.name, SIBLING_TOOL[project.flow.tool.name]!) : text;
  server = asFactory(server, project.variant);
  if (commonjs) server = server.replaceAll("require('./lib/state.js')", "require('./lib/state.cjs')");
  if (combination.transport === 'http') {
    server = injected ? `import { createMcpHandler } from '@modelcontextprotocol/server';\n${server}` : server.replace('{ McpServer, ', '{ McpServer, createMcpHandler, ');
  }
  const { imports, start } = startText(name, commonjs, combination.transport);
  const lines = server.trimEnd().split('\n');
  const importsEnd = lines.findIndex((line) => !/^(?:import |const .* = require\()/.test(line));
  lines.splice(importsEnd, 0, imports);
  const header = `// Generated by tests/e2e/fix-loop/variants.ts from the metamorphic flow ${project.flow.name}, variant ${project.variant.name} (${project.variant.about}). Insecure on purpose.`;
  return `${header}\n${lines.join('\n')}\n\n${start}\n`;
}

function argumentsOf(flow: Flow): Record<string, string> {
  return Object.fromEntries(flow.tool.fields.map((field) => [field, ARGUMENT_VALUES[field] ?? `${field}-1`]));
}

function fixtureOf(combination: Combination): Fixture {
  const base = FLOWS.find((flow) => flow.name === combination.flow);
  const variant = VARIANTS.find((candidate) => candidate.name === combination.variant);
  if (base === undefined || variant === undefined) throw new Error(`no flow ${combination.flow} or variant ${combination.variant}`);
  const flow = RUNNABLE[base.name]?.(base) ?? base;
  const project = render(flow, variant);
  const name = `${flow.name}--${variant.name}`;
  const directory = join(generatedDirectory, name);
  const commonjs = isCommonJs(variant);
  let entry = '';
  for (const file of project.files) {
    const path = commonjs ? file.path.replace(/\.js$/, '.cjs') : file.path;
    const isServer = file.path.startsWith('server.');
    if (isServer) entry = path;
    mkdirSync(dirname(join(directory, path)), { recursive: true });
    // the module the composition root hands the helpers to registers the tools (the `injected` layout)
    const registers = !isServer && combination.sibling && file.text.includes(`server.registerTool('${flow.tool.name}'`);
    const text = registers ? withSibling(file.text, flow.tool.name, SIBLING_TOOL[flow.tool.name]!) : file.text;
    writeFileSync(join(directory, path), isServer ? serverText(project, name, combination, file.text) : text);
  }
  const args = argumentsOf(flow);
  const sibling = combination.sibling ? SIBLING_TOOL[flow.tool.name] : undefined;
  return {
    name,
    directory,
    entry,
    transport: combination.transport,
    description: `${flow.about} (${variant.about}, ${combination.transport})`,
    tool: flow.tool.name,
    args,
    ...(sibling === undefined ? {} : { otherTool: sibling, otherArgs: args }),
    destructive: flow.tool.destructive === true,
  };
}

/** Writes every combination's server under {@link generatedDirectory} (afresh) and returns the loop's fixtures. */
export function generateFixtures(): Fixture[] {
  rmSync(generatedDirectory, { recursive: true, force: true });
  return COMBINATIONS.map(fixtureOf);
}
