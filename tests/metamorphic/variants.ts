// The renderers of the metamorphic suite: one base flow (tests/metamorphic/flows.ts), written in each structural
// variant as a small project on disk. Every variant is a function of the flow's data, so where a snippet of the flow
// lands (which file, which line and column) is known without reading the output back by hand.

/** An import the helpers (or the server file) need; rendered as `require` in CommonJS. */
export interface Import {
  readonly from: string;
  /** Named imports, `a` or `a as b`. */
  readonly names?: readonly string[];
  readonly default?: string;
  readonly namespace?: string;
}

/** A named helper function of a flow. Sibling helpers are called as `$h.name(`. */
export interface Helper {
  readonly name: string;
  /** `[name, TypeScript type, default]`; the type is written in the TypeScript variants only. */
  readonly params: ReadonlyArray<readonly [string, string, string?]>;
  /** Statements. `$h.other(` calls a sibling helper. */
  readonly body: string;
  /** Already async in every variant (e.g. jose's `SignJWT#sign`). */
  readonly async?: boolean;
}

/**
 * A finding the rules should report: `at` is a unique snippet of the generated project (after substitution); its
 * position is the snippet's start, or where `@@` stands in it.
 */
export interface Expectation {
  readonly rule: string;
  readonly messageId: string;
  /** Where the finding starts, in every variant but `inline` (placeholders are substituted as in the variant). */
  readonly at: string;
  /** Where it starts in the inline form, when the snippet there differs. */
  readonly atInline?: string;
  /**
   * The handler's call of the helper that holds `at`. When that helper lives in another module, the finding may
   * instead be reported here, at the use, naming the helper (DESIGN.md: "Reports stay in the file being linted, at
   * the use, naming the helper and its module"): either place agrees.
   */
  readonly use?: string;
}

export interface Flow {
  readonly name: string;
  /** What the flow is, in a sentence. */
  readonly about: string;
  /** `sdk2`: only with `@modelcontextprotocol/server`; `client`: client code, no server. */
  readonly sdk: 'both' | 'sdk2' | 'client';
  /** Imports the helpers need (in the helpers' module, or the server file for local variants). */
  readonly imports: readonly Import[];
  /** Imports the handler itself needs, whatever the variant. */
  readonly serverImports?: readonly Import[];
  /** Module-level statements beside the helpers (constants, maps); no `$h`. */
  readonly preamble?: string;
  readonly helpers: readonly Helper[];
  /** Statements before the server is made (may use `$h`): the codec a verify hook names. */
  readonly setup?: string;
  /** The second argument of SDK 2.x `new McpServer(info, …)`. */
  readonly serverOptions?: string;
  readonly tool: { readonly name: string; readonly fields: readonly string[]; readonly destructive?: boolean };
  /**
   * The handler's body: `args` is the tool's arguments; `$h.x(` calls a helper; `$USER` the authenticated user,
   * `$STATE` the client's raw requestState, `$TOKEN` the caller's bearer token, `$ASK(expr)` an input_required result
   * whose requestState is expr. A client flow's body gets `client` and `args`.
   */
  readonly handler: string;
  /** The helpers' bodies written into the handler. */
  readonly inline: { readonly handler: string; readonly setup?: string; readonly preamble?: string; readonly imports?: readonly Import[] };
  readonly expect: readonly Expectation[];
  /** Variants that do not apply, with why in a comment next to the flow. */
  readonly except?: readonly string[];
}

export type Language = 'js' | 'ts';
export type Sdk = 'sdk1' | 'sdk2';

/** How the helpers are laid out and called. */
type Layout =
  | 'inline'
  | 'local'
  | 'esm-named'
  | 'cjs'
  | 'cjs-assembled'
  | 'default-object'
  | 'barrel-renamed'
  | 'class-instance'
  | 'class-static'
  | 'class-private'
  | 'prototype'
  | 'namespace'
  | 'factory'
  | 'injected'
  | 'stored'
  | 'async'
  | 'then'
  | 'inherited'
  | 'mixin';

export interface Variant {
  readonly name: string;
  readonly layout: Layout;
  readonly language: Language;
  readonly sdk: Sdk;
  readonly about: string;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'inline', layout: 'inline', language: 'js', sdk: 'sdk2', about: "the helpers' bodies written in the handler" },
  { name: 'local', layout: 'local', language: 'js', sdk: 'sdk2', about: 'function declarations in the server file' },
  { name: 'esm-named', layout: 'esm-named', language: 'js', sdk: 'sdk2', about: 'named exports of lib/state.js' },
  { name: 'cjs', layout: 'cjs', language: 'js', sdk: 'sdk2', about: 'CommonJS: module.exports = { … } and require' },
  { name: 'cjs-assembled', layout: 'cjs-assembled', language: 'js', sdk: 'sdk2', about: 'CommonJS: module.exports = {} given each helper afterwards, the module required whole' },
  { name: 'default-object', layout: 'default-object', language: 'js', sdk: 'sdk2', about: 'export default { … } of lib/state.js' },
  { name: 'barrel-renamed', layout: 'barrel-renamed', language: 'js', sdk: 'sdk2', about: 'renamed re-exports through lib/index.js' },
  { name: 'class-instance', layout: 'class-instance', language: 'js', sdk: 'sdk2', about: 'methods of an exported class, called on an instance' },
  { name: 'class-static', layout: 'class-static', language: 'js', sdk: 'sdk2', about: 'static methods of an exported class' },
  { name: 'class-private', layout: 'class-private', language: 'js', sdk: 'sdk2', about: '#private methods of the class whose method registers the tool' },
  { name: 'prototype', layout: 'prototype', language: 'js', sdk: 'sdk2', about: 'prototype methods of an exported constructor function, called on an instance' },
  { name: 'factory', layout: 'factory', language: 'js', sdk: 'sdk2', about: 'closures returned by an exported factory' },
  { name: 'injected', layout: 'injected', language: 'js', sdk: 'sdk2', about: "a factory's closures, handed by the composition root to the module that registers the tool" },
  { name: 'stored', layout: 'stored', language: 'js', sdk: 'sdk2', about: "a factory's closures, kept in a module variable by the tool module's init(deps), which the composition root calls" },
  { name: 'inherited', layout: 'inherited', language: 'js', sdk: 'sdk2', about: "methods of an exported base class, called on this by the subclass whose method registers the tool" },
  { name: 'mixin', layout: 'mixin', language: 'js', sdk: 'sdk2', about: 'methods of a class an exported mixin makes (Base) => class extends Base, applied to a base of the server file' },
  { name: 'async', layout: 'async', language: 'js', sdk: 'sdk2', about: 'async local helpers, awaited' },
  { name: 'then', layout: 'then', language: 'js', sdk: 'sdk2', about: 'async local helpers, read with .then' },
  { name: 'ts-local', layout: 'local', language: 'ts', sdk: 'sdk2', about: 'TypeScript, local functions with types' },
  { name: 'ts-module', layout: 'esm-named', language: 'ts', sdk: 'sdk2', about: 'TypeScript, named exports of lib/state.ts' },
  { name: 'ts-class-private', layout: 'class-private', language: 'ts', sdk: 'sdk2', about: 'TypeScript, #private methods' },
  { name: 'ts-namespace', layout: 'namespace', language: 'ts', sdk: 'sdk2', about: 'TypeScript, functions exported from a namespace of lib/state.ts' },
  { name: 'sdk1-local', layout: 'local', language: 'js', sdk: 'sdk1', about: 'SDK 1.x setRequestHandler, local functions' },
  { name: 'sdk1-module', layout: 'esm-named', language: 'js', sdk: 'sdk1', about: 'SDK 1.x setRequestHandler, named exports of lib/state.js' },
];

/** The variants a flow is written in. */
export function variantsOf(flow: Flow): Variant[] {
  return VARIANTS.filter((variant) => !(flow.except ?? []).includes(variant.name) && !(flow.sdk !== 'both' && variant.sdk === 'sdk1'));
}

export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
  readonly sourceType: 'module' | 'commonjs';
}

export interface Project {
  readonly flow: Flow;
  readonly variant: Variant;
  readonly files: readonly GeneratedFile[];
  /** Each expectation's snippet as it may be written in this variant (as the handler calls, or as a sibling calls). */
  readonly snippets: ReadonlyArray<readonly string[]>;
  /** Each expectation's `use` snippet, where the helpers live in another module. */
  readonly uses: ReadonlyArray<string | undefined>;
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

function indent(text: string, by: number): string {
  const pad = ' '.repeat(by);
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : pad + line))
    .join('\n');
}

/** The index of the `)` that closes the `(` at `open`. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`unbalanced parentheses after ${text.slice(open, open + 40)}`);
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return true;
  }
  return false;
}

/**
 * Rewrites every `$h.name(args)` with `call(name, args)`. `bare` (for snippets) writes the call alone, without the
 * `await` or `.then` the variant wraps it in: a snippet's position is the call's.
 */
function rewriteCalls(text: string, call: (name: string, args: string) => string, bare = false): string {
  const pattern = /\$h\.([A-Za-z_]\w*)\(/g;
  let output = '';
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const open = match.index + match[0].length - 1;
    if (!balanced(text.slice(open))) {
      // a snippet that ends inside the call: the call's text up to its arguments, from the callee on
      const called = call(match[1]!, '\u0000');
      output += text.slice(last, match.index) + called.slice(0, called.indexOf('\u0000')).replace(/^\(?await /, '');
      last = open + 1;
      continue;
    }
    const close = closingParen(text, open);
    const inner = rewriteCalls(text.slice(open + 1, close), call, bare);
    const called = call(match[1]!, '\u0000');
    output += text.slice(last, match.index) + (bare ? `${called.slice(0, called.indexOf('\u0000')).replace(/^\(?await /, '')}${inner})` : call(match[1]!, inner));
    last = close + 1;
    pattern.lastIndex = close + 1;
  }
  return output + text.slice(last);
}

const ASK_REQUESTS = "{ details: { method: 'elicitation/create', params: { message: 'Which date?', requestedSchema: { type: 'object', properties: {} } } } }";

/** Substitutes the SDK placeholders. */
function sdkText(text: string, sdk: Sdk): string {
  const user = sdk === 'sdk2' ? 'ctx.http?.authInfo?.extra?.userId' : 'extra.authInfo?.extra?.userId';
  const state = sdk === 'sdk2' ? 'ctx.mcpReq.requestState()' : 'request.params.requestState';
  const token = sdk === 'sdk2' ? 'ctx.http?.authInfo?.token' : 'extra.authInfo?.token';
  let output = text.replaceAll('$USER', user).replaceAll('$STATE', state).replaceAll('$TOKEN', token);
  for (let at = output.indexOf('$ASK('); at !== -1; at = output.indexOf('$ASK(')) {
    const close = closingParen(output, at + 4);
    const inner = output.slice(at + 5, close);
    const result =
      sdk === 'sdk2'
        ? `inputRequired({ inputRequests: ${ASK_REQUESTS}, requestState: ${inner} })`
        : `({ resultType: 'input_required', inputRequests: ${ASK_REQUESTS}, requestState: ${inner} })`;
    output = output.slice(0, at) + result + output.slice(close + 1);
  }
  return output;
}

function renderImports(imports: readonly Import[], commonjs: boolean): string {
  const merged = new Map<string, { names: string[]; default?: string; namespace?: string }>();
  for (const spec of imports) {
    const entry = merged.get(spec.from) ?? { names: [] };
    for (const name of spec.names ?? []) if (!entry.names.includes(name)) entry.names.push(name);
    if (spec.default !== undefined) entry.default = spec.default;
    if (spec.namespace !== undefined) entry.namespace = spec.namespace;
    merged.set(spec.from, entry);
  }
  const lines: string[] = [];
  for (const [from, entry] of merged) {
    if (commonjs) {
      if (entry.default !== undefined) lines.push(`const ${entry.default} = require('${from}');`);
      if (entry.namespace !== undefined) lines.push(`const ${entry.namespace} = require('${from}');`);
      if (entry.names.length > 0) lines.push(`const { ${entry.names.map((name) => name.replace(/ as /, ': ')).join(', ')} } = require('${from}');`);
    } else {
      if (entry.namespace !== undefined) lines.push(`import * as ${entry.namespace} from '${from}';`);
      const parts = [entry.default, entry.names.length > 0 ? `{ ${entry.names.join(', ')} }` : undefined].filter((part) => part !== undefined);
      if (parts.length > 0) lines.push(`import ${parts.join(', ')} from '${from}';`);
    }
  }
  return lines.join('\n');
}

function paramsText(helper: Helper, language: Language): string {
  return helper.params.map(([name, type, fallback]) => `${language === 'ts' ? `${name}: ${type}` : name}${fallback === undefined ? '' : ` = ${fallback}`}`).join(', ');
}

// ---------------------------------------------------------------------------------------------------------------
// The variants

interface Calls {
  /** How the handler (and setup) calls a helper. */
  readonly outer: (name: string, args: string) => string;
  /** How one helper calls a sibling. */
  readonly inner: (name: string, args: string) => string;
}

/** The layouts whose helpers live in another module than the handler. */
export const HELPERS_ELSEWHERE: ReadonlySet<Layout> = new Set(['esm-named', 'cjs', 'cjs-assembled', 'default-object', 'barrel-renamed', 'class-instance', 'class-static', 'prototype', 'namespace', 'factory', 'injected', 'stored', 'inherited', 'mixin']);

function aliasOf(flow: Flow, name: string): string {
  return `fn${String.fromCharCode(65 + flow.helpers.findIndex((helper) => helper.name === name))}`;
}

function callsOf(flow: Flow, layout: Layout): Calls {
  const plain = (name: string, args: string): string => `${name}(${args})`;
  switch (layout) {
    case 'inline':
    case 'local':
    case 'esm-named':
    case 'cjs':
      return { outer: plain, inner: plain };
    case 'cjs-assembled':
      return { outer: (name, args) => `stateHelpers.${name}(${args})`, inner: plain };
    case 'default-object':
      return { outer: (name, args) => `stateHelpers.${name}(${args})`, inner: plain };
    case 'barrel-renamed':
      return { outer: (name, args) => `${aliasOf(flow, name)}(${args})`, inner: plain };
    case 'class-instance':
    case 'prototype':
      return { outer: (name, args) => `stateHelpers.${name}(${args})`, inner: (name, args) => `this.${name}(${args})` };
    case 'class-static':
      return { outer: (name, args) => `StateHelpers.${name}(${args})`, inner: (name, args) => `StateHelpers.${name}(${args})` };
    case 'namespace':
      return { outer: (name, args) => `StateHelpers.${name}(${args})`, inner: plain };
    case 'class-private':
      return { outer: (name, args) => `this.#${name}(${args})`, inner: (name, args) => `this.#${name}(${args})` };
    case 'inherited':
    case 'mixin':
      return { outer: (name, args) => `this.${name}(${args})`, inner: (name, args) => `this.${name}(${args})` };
    case 'factory':
      return { outer: (name, args) => `stateHelpers.${name}(${args})`, inner: plain };
    case 'injected':
    case 'stored':
      return { outer: (name, args) => `deps.helpers.${name}(${args})`, inner: plain };
    case 'async':
      return { outer: (name, args) => `(await ${name}(${args}))`, inner: (name, args) => `(await ${name}(${args}))` };
    case 'then':
      return { outer: (name, args) => `(await ${name}(${args}).then((value) => value))`, inner: (name, args) => `(await ${name}(${args}).then((value) => value))` };
  }
}

function isAsync(helper: Helper, layout: Layout): boolean {
  return helper.async === true || layout === 'async' || layout === 'then';
}

function functionText(helper: Helper, layout: Layout, language: Language, calls: Calls): string {
  const body = rewriteCalls(helper.body, calls.inner);
  return `${isAsync(helper, layout) ? 'async ' : ''}function ${helper.name}(${paramsText(helper, language)}) {\n${indent(body, 2)}\n}`;
}

function methodText(helper: Helper, prefix: '' | 'static ' | '#', language: Language, calls: Calls): string {
  const body = rewriteCalls(helper.body, calls.inner);
  const modifier = prefix === '#' ? '' : prefix;
  const name = prefix === '#' ? `#${helper.name}` : helper.name;
  return `${modifier}${helper.async === true ? 'async ' : ''}${name}(${paramsText(helper, language)}) {\n${indent(body, 2)}\n}`;
}

/** `StateHelpers.prototype.name = function name(…) { … };`: a method of a constructor function, named as ES5 code names them. */
function prototypeMethodText(helper: Helper, language: Language, calls: Calls): string {
  const body = rewriteCalls(helper.body, calls.inner);
  return `StateHelpers.prototype.${helper.name} = ${helper.async === true ? 'async ' : ''}function ${helper.name}(${paramsText(helper, language)}) {\n${indent(body, 2)}\n};`;
}

const SDK_IMPORTS: Record<Sdk, readonly Import[]> = {
  sdk2: [
    { from: '@modelcontextprotocol/server', names: ['McpServer', 'inputRequired'] },
    { from: 'zod/v4', namespace: 'z' },
  ],
  sdk1: [
    { from: '@modelcontextprotocol/sdk/server/index.js', names: ['Server'] },
    { from: '@modelcontextprotocol/sdk/types.js', names: ['CallToolRequestSchema'] },
  ],
};

/** The statements that make the server and register the tool (or, for a client flow, the client function). */
function entryText(flow: Flow, sdk: Sdk, handler: string, setup: string | undefined, language: Language, asMethod: boolean): string {
  if (flow.sdk === 'client') {
    const params = language === 'ts' ? 'client: any, args: Record<string, any>' : 'client, args';
    const head = asMethod ? 'async resume' : 'export async function resume';
    return `${setup ? `${setup}\n` : ''}${head}(${params}) {\n${indent(handler, 2)}\n}`;
  }
  const lines: string[] = [];
  if (setup) lines.push(setup);
  if (sdk === 'sdk2') {
    lines.push(`const server = new McpServer({ name: 'mm-${flow.name}', version: '1.0.0' }${flow.serverOptions ? `, ${flow.serverOptions}` : ''});`);
    const schema = `z.object({ ${flow.tool.fields.map((field) => `${field}: z.string().optional()`).join(', ')} })`;
    const annotations = flow.tool.destructive ? ', annotations: { destructiveHint: true }' : '';
    const params = language === 'ts' ? 'args: Record<string, any>, ctx: any' : 'args, ctx';
    lines.push(`server.registerTool('${flow.tool.name}', { description: 'A tool of the ${flow.name} flow', inputSchema: ${schema}${annotations} }, async (${params}) => {\n${indent(handler, 2)}\n});`);
  } else {
    lines.push(`const server = new Server({ name: 'mm-${flow.name}', version: '1.0.0' }, { capabilities: { tools: {} } });`);
    const params = language === 'ts' ? 'request: any, extra: any' : 'request, extra';
    const prologue = `if (request.params.name !== '${flow.tool.name}') return { isError: true, content: [] };\nconst args = request.params.arguments ?? {};`;
    lines.push(`server.setRequestHandler(CallToolRequestSchema, async (${params}) => {\n${indent(`${prologue}\n${handler}`, 2)}\n});`);
  }
  return lines.join('\n');
}

function join(...parts: ReadonlyArray<string | undefined>): string {
  return `${parts.filter((part) => part !== undefined && part.trim() !== '').join('\n\n')}\n`;
}

/** Writes one flow in one variant: its files, and each expectation's snippet in this variant's words. */
export function render(flow: Flow, variant: Variant): Project {
  const { layout, language, sdk } = variant;
  const ext = language === 'ts' ? 'ts' : 'js';
  const commonjs = layout === 'cjs' || layout === 'cjs-assembled';
  const sourceType = commonjs ? 'commonjs' : 'module';
  const calls = callsOf(flow, layout);
  const sdkImports = flow.sdk === 'client' ? [] : SDK_IMPORTS[sdk];
  const handler = sdkText(rewriteCalls(flow.handler, calls.outer), sdk);
  const setup = flow.setup === undefined ? undefined : sdkText(rewriteCalls(flow.setup, calls.outer), sdk);
  const files: GeneratedFile[] = [];
  const server = (text: string): void => void files.push({ path: `server.${ext}`, text, sourceType });
  const lib = (path: string, text: string): void => void files.push({ path, text, sourceType });
  const helperNames = flow.helpers.map((helper) => helper.name);
  const serverImports = flow.serverImports ?? [];
  const exportServer = flow.sdk === 'client' ? undefined : commonjs ? 'module.exports = { server };' : 'export { server };';

  switch (layout) {
    case 'inline': {
      const imports = renderImports([...sdkImports, ...(flow.inline.imports ?? flow.imports), ...serverImports], false);
      const inlineHandler = sdkText(flow.inline.handler, sdk);
      const inlineSetup = flow.inline.setup === undefined ? undefined : sdkText(flow.inline.setup, sdk);
      server(join(imports, flow.inline.preamble ?? flow.preamble, entryText(flow, sdk, inlineHandler, inlineSetup, language, false), exportServer));
      break;
    }
    case 'local':
    case 'async':
    case 'then': {
      const imports = renderImports([...sdkImports, ...flow.imports, ...serverImports], false);
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      server(join(imports, flow.preamble, helpers, entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'esm-named':
    case 'cjs': {
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      const exported = commonjs ? helpers : helpers.replace(/^(async )?function /gm, 'export $1function ');
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, commonjs), flow.preamble, exported, commonjs ? `module.exports = { ${helperNames.join(', ')} };` : undefined));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', names: helperNames }], commonjs);
      const entry = entryText(flow, sdk, handler, setup, language, false);
      if (commonjs && flow.sdk === 'client') server(join(imports, entry.replace('export async function', 'async function'), 'module.exports = { resume };'));
      else server(join(imports, entry, exportServer));
      break;
    }
    case 'cjs-assembled': {
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      const assembled = ['module.exports = {};', ...helperNames.map((name) => `module.exports.${name} = ${name};`)].join('\n');
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, true), flow.preamble, helpers, assembled));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', namespace: 'stateHelpers' }], true);
      const entry = entryText(flow, sdk, handler, setup, language, false);
      if (flow.sdk === 'client') server(join(imports, entry.replace('export async function', 'async function'), 'module.exports = { resume };'));
      else server(join(imports, entry, exportServer));
      break;
    }
    case 'default-object': {
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, helpers, `export default { ${helperNames.join(', ')} };`));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', default: 'stateHelpers' }], false);
      server(join(imports, entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'barrel-renamed': {
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls).replace(/^(async )?function /, 'export $1function ')).join('\n\n');
      lib(`lib/codec.${ext}`, join(renderImports(flow.imports, false), flow.preamble, helpers));
      lib(`lib/index.${ext}`, join(`export { ${helperNames.map((name) => `${name} as ${aliasOf(flow, name)}`).join(', ')} } from './codec.js';`));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/index.js', names: helperNames.map((name) => aliasOf(flow, name)) }], false);
      server(join(imports, entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'class-instance':
    case 'class-static': {
      const prefix = layout === 'class-static' ? 'static ' : '';
      const methods = flow.helpers.map((helper) => methodText(helper, prefix, language, calls)).join('\n\n');
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, `export class StateHelpers {\n${indent(methods, 2)}\n}`));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', names: ['StateHelpers'] }], false);
      const instance = layout === 'class-instance' ? 'const stateHelpers = new StateHelpers();' : undefined;
      server(join(imports, instance, entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'namespace': {
      const helpers = flow.helpers.map((helper) => `export ${functionText(helper, layout, language, calls)}`).join('\n\n');
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, `export namespace StateHelpers {\n${indent(helpers, 2)}\n}`));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', names: ['StateHelpers'] }], false);
      server(join(imports, entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'prototype': {
      const methods = flow.helpers.map((helper) => prototypeMethodText(helper, language, calls)).join('\n\n');
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, 'export function StateHelpers() {}', methods));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', names: ['StateHelpers'] }], false);
      server(join(imports, 'const stateHelpers = new StateHelpers();', entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'class-private': {
      const imports = renderImports([...sdkImports, ...flow.imports, ...serverImports], false);
      const methods = flow.helpers.map((helper) => methodText(helper, '#', language, calls)).join('\n\n');
      const entry =
        flow.sdk === 'client'
          ? entryText(flow, sdk, handler, setup, language, true)
          : `build() {\n${indent(`${entryText(flow, sdk, handler, setup, language, false)}\nreturn server;`, 2)}\n}`;
      const name = flow.sdk === 'client' ? 'StateClient' : 'ToolServer';
      const made = flow.sdk === 'client' ? `export const stateClient = new ${name}();` : `export const server = new ${name}().build();`;
      server(join(imports, flow.preamble, `class ${name} {\n${indent(`${methods}\n\n${entry}`, 2)}\n}`, made));
      break;
    }
    case 'inherited':
    case 'mixin': {
      // lib/state.js holds the helpers as methods of a base class (or of the class a mixin makes); the server's class
      // inherits them and calls them on `this` from the method that registers the tool
      const methods = flow.helpers.map((helper) => methodText(helper, '', language, calls)).join('\n\n');
      const holder =
        layout === 'inherited'
          ? `export class StateTool {\n${indent(methods, 2)}\n}`
          : `export const WithStateHelpers = (Base) =>\n  class extends Base {\n${indent(methods, 4)}\n  };`;
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, holder));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', names: [layout === 'inherited' ? 'StateTool' : 'WithStateHelpers'] }], false);
      const entry =
        flow.sdk === 'client'
          ? entryText(flow, sdk, handler, setup, language, true)
          : `build() {\n${indent(`${entryText(flow, sdk, handler, setup, language, false)}\nreturn server;`, 2)}\n}`;
      const name = flow.sdk === 'client' ? 'StateClient' : 'ToolServer';
      const base = layout === 'inherited' ? 'StateTool' : 'WithStateHelpers(ToolBase)';
      const made = flow.sdk === 'client' ? `export const stateClient = new ${name}();` : `export const server = new ${name}().build();`;
      server(join(imports, layout === 'mixin' ? 'class ToolBase {}' : undefined, `class ${name} extends ${base} {\n${indent(entry, 2)}\n}`, made));
      break;
    }
    case 'factory': {
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      const factory = `export function makeStateHelpers() {\n${indent(`${helpers}\n\nreturn { ${helperNames.join(', ')} };`, 2)}\n}`;
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, factory));
      const imports = renderImports([...sdkImports, ...serverImports, { from: './lib/state.js', names: ['makeStateHelpers'] }], false);
      server(join(imports, 'const stateHelpers = makeStateHelpers();', entryText(flow, sdk, handler, setup, language, false), exportServer));
      break;
    }
    case 'injected': {
      // lib/state.js makes the helpers, tools/tool.js registers the tool with what it is handed, server.js wires them
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      const factory = `export function makeStateHelpers() {\n${indent(`${helpers}\n\nreturn { ${helperNames.join(', ')} };`, 2)}\n}`;
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, factory));
      const toolImports = renderImports([...sdkImports, ...serverImports], false);
      const depsParam = language === 'ts' ? 'deps: { helpers: any }' : 'deps';
      const built =
        flow.sdk === 'client'
          ? `export function makeStateClient(${depsParam}) {\n${indent(`return {\n${indent(entryText(flow, sdk, handler, setup, language, true), 2)}\n};`, 2)}\n}`
          : `export function buildServer(${depsParam}) {\n${indent(`${entryText(flow, sdk, handler, setup, language, false)}\nreturn server;`, 2)}\n}`;
      lib(`tools/tool.${ext}`, join(toolImports, built));
      const maker = flow.sdk === 'client' ? 'makeStateClient' : 'buildServer';
      const imports = renderImports([{ from: './lib/state.js', names: ['makeStateHelpers'] }, { from: './tools/tool.js', names: [maker] }], false);
      const made = flow.sdk === 'client' ? 'export const stateClient' : 'export const server';
      server(join(imports, `${made} = ${maker}({ helpers: makeStateHelpers() });`));
      break;
    }
    case 'stored': {
      // as `injected`, but tools/tool.js keeps what `tools.init(deps)` is handed in a variable of its own
      const helpers = flow.helpers.map((helper) => functionText(helper, layout, language, calls)).join('\n\n');
      const factory = `export function makeStateHelpers() {\n${indent(`${helpers}\n\nreturn { ${helperNames.join(', ')} };`, 2)}\n}`;
      lib(`lib/state.${ext}`, join(renderImports(flow.imports, false), flow.preamble, factory));
      const toolImports = renderImports([...sdkImports, ...serverImports], false);
      const make =
        flow.sdk === 'client'
          ? `make() {\n${indent(`return {\n${indent(entryText(flow, sdk, handler, setup, language, true), 2)}\n};`, 2)}\n}`
          : `make() {\n${indent(`${entryText(flow, sdk, handler, setup, language, false)}\nreturn server;`, 2)}\n}`;
      const tools = `export const tools = {\n${indent(`init(given) {\n  deps = given;\n},\n\n${make},`, 2)}\n};`;
      lib(`tools/tool.${ext}`, join(toolImports, 'let deps;', tools));
      const imports = renderImports([{ from: './lib/state.js', names: ['makeStateHelpers'] }, { from: './tools/tool.js', names: ['tools'] }], false);
      const made = flow.sdk === 'client' ? 'export const stateClient' : 'export const server';
      server(join(imports, 'tools.init({ helpers: makeStateHelpers() });', `${made} = tools.make();`));
      break;
    }
  }

  const snippets = flow.expect.map((expectation) =>
    layout === 'inline'
      ? [sdkText(expectation.atInline ?? expectation.at, sdk)]
      : [...new Set([calls.outer, calls.inner].map((call) => sdkText(rewriteCalls(expectation.at, call, true), sdk)))],
  );
  const uses = flow.expect.map((expectation) =>
    expectation.use === undefined || !HELPERS_ELSEWHERE.has(layout) ? undefined : sdkText(rewriteCalls(expectation.use, calls.outer, true), sdk),
  );
  return { flow, variant, files, snippets, uses };
}

/** A package.json for a variant's project: CommonJS variants leave `type` out, as `npm init` does. */
export function manifestOf(project: Project): string {
  const type = project.variant.layout === 'cjs' || project.variant.layout === 'cjs-assembled' ? {} : { type: 'module' };
  const dependencies =
    project.flow.sdk === 'client'
      ? { '@modelcontextprotocol/client': '^2.4.0' }
      : project.variant.sdk === 'sdk2'
        ? { '@modelcontextprotocol/server': '^2.4.0', zod: '^4.0.0' }
        : { '@modelcontextprotocol/sdk': '^1.32.0' };
  return `${JSON.stringify({ name: `mm-${project.flow.name}-${project.variant.name}`, private: true, ...type, dependencies }, null, 2)}\n`;
}
