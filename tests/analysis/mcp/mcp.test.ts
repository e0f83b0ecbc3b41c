import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it, vi } from 'vitest';
import { clockUnit, constantNumber, describeExpiry, parseDurationSeconds } from '../../../src/analysis/values/durations.js';
import {
  bindingTextsAt,
  decodedSourceOf,
  describeUnsignedEncoding,
  enclosingToolHandler,
  findSeals,
  findStateResults,
  findToolHandlers,
  flowsIntoState,
  isIncomingState,
  openOf,
  principalText,
  sealOf,
  signedObjectsOf,
  type McpFile,
} from '../../../src/analysis/mcp/index.js';
import { lines } from '../../rule-tester.js';
import { withMcpFile } from '../probe.js';

const terminalCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('../../../src/analysis/mcp/value-terminals.js'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    wrappedTerminalsOf: (...args: Parameters<typeof original.wrappedTerminalsOf>) => {
      terminalCalls.count++;
      return original.wrappedTerminalsOf(...args);
    },
  };
});

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Lints `code` and hands the file's MCP analysis to `inspect` once the whole file is read. */
function withAnalysis<T>(code: string, inspect: (mcp: McpFile, sourceCode: SourceCode) => T, typescript = false): T {
  return withMcpFile(code, inspect, { typescript });
}

/** The argument of the `probe(…)` call in the file. */
function probed(mcp: McpFile): TSESTree.Expression {
  const call = mcp.calls.find((candidate) => candidate.callee.type === 'Identifier' && candidate.callee.name === 'probe');
  const argument = call?.arguments[0];
  if (!argument || argument.type === 'SpreadElement') throw new Error('no probe(…) in the code');
  return argument;
}

const text = (sourceCode: SourceCode, node: TSESTree.Node | undefined) => (node ? sourceCode.getText(node) : undefined);

describe('tool handlers', () => {
  it('reads the tool name, the SDK and the principal of SDK 2.x registerTool', () => {
    const code = lines(
      "import { McpServer } from '@modelcontextprotocol/server';",
      "const TOOL = 'deploy';",
      'export function register(server) {',
      "  server.registerTool(TOOL, { annotations: { destructiveHint: true } }, async (args, ctx) => probe(args));",
      "  server.registerTool('list', {}, async (args, context) => args);",
      '}',
    );
    const handlers = withAnalysis(code, (mcp) =>
      findToolHandlers(mcp).map((handler) => ({
        toolName: handler.toolName,
        toolNameText: handler.toolNameText,
        sdk: handler.sdk,
        destructive: handler.destructive,
        principal: principalText(mcp, handler, handler.fn.body),
      })),
    );
    expect(handlers).toEqual([
      { toolName: 'deploy', toolNameText: 'TOOL', sdk: 2, destructive: true, principal: 'principalOf(ctx)' },
      { toolName: 'list', toolNameText: "'list'", sdk: 2, destructive: false, principal: 'principalOf(context)' },
    ]);
  });

  it('finds registrations spelled through computed names and tool tables, and none where the text names no registration', () => {
    const registered = (code: string) => withAnalysis(code, (mcp) => findToolHandlers(mcp).map((handler) => handler.toolNameText));
    expect(registered("server['registerTool']('a', {}, async (args, ctx) => args);")).toEqual(["'a'"]);
    expect(registered("server[`tool`]('b', async (args, extra) => args);")).toEqual(["'b'"]);
    expect(registered("server['setRequestHandler']('tools/call', async (request, extra) => request);")).toEqual(['request.params.name']);
    const table = lines(
      "const TOOLS = [{ name: 'c', inputSchema: { type: 'object' } }];",
      'export const handlers = { c: async (args) => args };',
    );
    expect(withAnalysis(table, (mcp) => findToolHandlers(mcp).map((handler) => handler.toolName))).toEqual(['c']);
    const lookAlike = lines(
      "toolbar.register('a', {}, async (args, ctx) => args);",
      "tools.registerTools('b', {}, async (args, ctx) => args);",
      "const TOOLS = [{ name: 'c', schema: { type: 'object' } }];",
      'export const handlers = { c: async (args) => args };',
    );
    expect(withAnalysis(lookAlike, (mcp) => findToolHandlers(mcp))).toEqual([]);
  });

  it('finds the methods of a tool class that declares its tool in one field, and none of a class whose field names no tool', () => {
    const toolClass = (declaration: string) =>
      lines(
        'export class ConfirmTransfer {',
        '  schema = TransferArgs;',
        `  definition = ${declaration};`,
        '  async execute(args, caller) { return this.bank.quote(args.to); }',
        '  async resume(args, caller, requestState) { return this.bank.send(args.to); }',
        '}',
      );
    const handlers = (code: string) => withAnalysis(code, (mcp) => findToolHandlers(mcp).map((handler) => [handler.toolName, handler.destructive, handler.fn.loc.start.line]));
    expect(handlers(toolClass("{ name: 'transfer_funds', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } }"))).toEqual([
      ['transfer_funds', true, 4],
      ['transfer_funds', true, 5],
    ]);
    expect(handlers(toolClass("{ name: 'transfer_funds', inputSchema: { type: 'object' } }"))).toEqual([
      ['transfer_funds', false, 4],
      ['transfer_funds', false, 5],
    ]);
    // a field with a name but no schema declares no tool
    expect(handlers(toolClass("{ name: 'Ada', email: 'ada@example.com' }"))).toEqual([]);
  });

  it('takes the tool from request.params.name and the user from extra.authInfo in SDK 1.x setRequestHandler', () => {
    const code = lines(
      "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
      'server.setRequestHandler(CallToolRequestSchema, async (request, extra) => probe(request));',
      'server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));',
    );
    const handlers = withAnalysis(code, (mcp) =>
      findToolHandlers(mcp).map((handler) => [handler.toolNameText, handler.sdk, principalText(mcp, handler, handler.fn.body)]),
    );
    expect(handlers).toEqual([['request.params.name', 1, 'principalOf(extra)']]);
  });

  it('prefers a const the handler already reads from authInfo, declared before the use', () => {
    const code = lines(
      "import { McpServer } from '@modelcontextprotocol/server';",
      "server.registerTool('t', {}, async (args, ctx) => {",
      '  const early = probe(1);',
      '  const userId = ctx.http?.authInfo?.extra?.userId;',
      '  return probe(2);',
      '});',
    );
    const principals = withAnalysis(code, (mcp) => {
      const probes = mcp.calls.filter((call) => call.callee.type === 'Identifier' && call.callee.name === 'probe');
      const handler = enclosingToolHandler(mcp, probes[0]!)!;
      return probes.map((call) => principalText(mcp, handler, call));
    });
    expect(principals).toEqual(['principalOf(ctx)', 'userId']);
  });

  it('copies the user the other end of the handler binds, where it reads the same variables, declared before the use', () => {
    const code = lines(
      "import { McpServer } from '@modelcontextprotocol/server';",
      "import { openState, sealState } from 'eslint-plugin-mcp-state/seal';",
      "server.registerTool('t', {}, async (args, ctx) => {",
      "  const early = probe(1);",
      '  const who = await lookUp(ctx);',
      "  const opened = openState(args.requestState, { userId: who.id, tool: 't' });",
      "  if (!opened.ok) return { requestState: sealState({ n: 1 }, { userId: '', tool: 't' }) };",
      '  return probe(2);',
      '});',
      "server.registerTool('u', {}, async (args, ctx) => {",
      "  if (!args.requestState) return { requestState: sealState({ n: 1 }, { userId: principalOf(ctx), tool: 'u' }) };",
      '  return probe(3);',
      '});',
    );
    const principals = withAnalysis(code, (mcp) => {
      const probes = mcp.calls.filter((call) => call.callee.type === 'Identifier' && call.callee.name === 'probe');
      return probes.map((call) => principalText(mcp, enclosingToolHandler(mcp, call)!, call));
    });
    expect(principals).toEqual(['principalOf(ctx)', 'who.id', 'principalOf(ctx)']);
  });

  it("binds principalOf(ctx) on a stdio-only server, and 'local' where its handler takes no context", () => {
    const code = lines(
      "import { McpServer, StdioServerTransport } from '@modelcontextprotocol/server';",
      "server.registerTool('t', {}, async (args, ctx) => probe(args));",
      "server.registerTool('u', {}, async (args) => probe(args));",
    );
    const principals = withAnalysis(code, (mcp) => findToolHandlers(mcp).map((handler) => principalText(mcp, handler, handler.fn.body)));
    expect(principals).toEqual(['principalOf(ctx)', "'local'"]);
  });

  it('names principalOf as the fix layer answers, and lists it among the imports of the texts', () => {
    const code = lines("import { McpServer } from '@modelcontextprotocol/server';", "server.registerTool('t', {}, async (args, ctx) => probe(args));");
    const texts = withAnalysis(code, (mcp) => {
      const handler = findToolHandlers(mcp)[0]!;
      return [bindingTextsAt(mcp, handler.fn.body, () => 'seal.principalOf'), bindingTextsAt(mcp, handler.fn.body)];
    });
    expect(texts).toEqual([
      { userId: 'seal.principalOf(ctx)', tool: "'t'", args: 'args', imports: ['principalOf'] },
      { userId: 'principalOf(ctx)', tool: "'t'", args: 'args', imports: ['principalOf'] },
    ]);
  });

  it('decides the SDK from how an import-less handler uses its context', () => {
    const code = lines("server.registerTool('a', {}, async (args, ctx) => ctx.mcpReq.requestState());", "server.registerTool('b', {}, async (args, extra) => extra.authInfo);", "server.registerTool('c', {}, async (args, x) => x);");
    expect(withAnalysis(code, (mcp) => findToolHandlers(mcp).map((handler) => handler.sdk))).toEqual([2, 1, undefined]);
  });
});

describe('state results and incoming state', () => {
  it('finds input_required results, inputRequired(…) and assignments to a result, but not client params or UI state', () => {
    const code = lines(
      "import { inputRequired } from '@modelcontextprotocol/server';",
      "export const a = { resultType: 'input_required', requestState: x1 };",
      'export const b = { inputRequests: {}, requestState: x2 };',
      'export const c = inputRequired({ requestState: x3 });',
      'export const d = { requestState: x4 };',
      "const result = { resultType: 'input_required' };",
      'result.requestState = x5;',
      'draft.requestState = x8;',
      'response.requestState = x9;',
      'params.requestState = x6;',
      'request.params.requestState = x7;',
    );
    expect(withAnalysis(code, (mcp, sourceCode) => findStateResults(mcp).map((result) => text(sourceCode, result.value)))).toEqual(['x1', 'x2', 'x3', 'x5', 'x9']);
  });

  it('recognises the ways incoming state is read', () => {
    const code = lines(
      "import { McpServer } from '@modelcontextprotocol/server';",
      "const server = new McpServer({ name: 's', version: '1' });",
      'function open(token) { return token; }',
      'export function read(request, ctx, { requestState: fromParameter }, other) {',
      '  const { requestState } = request.params;',
      '  const raw = ctx.mcpReq.requestState();',
      "  const [body] = raw.split('.');",
      '  open(request.params.requestState);',
      '  return [request.params.requestState, requestState, raw, body, fromParameter, other.requestState, request.body, token];',
      '}',
    );
    const incoming = withAnalysis(code, (mcp) => {
      const array = mcp.calls.length >= 0 ? findReturnedArray(mcp) : undefined;
      const fn = mcp.calls.find((call) => call.callee.type === 'Identifier' && call.callee.name === 'open')!;
      const openFunction = mcp.provenance.of(fn.callee).functionNode!;
      const tokenParameter = openFunction.params[0]!;
      return [...array!.elements.slice(0, 7).map((element) => isIncomingState(mcp, element!)), isIncomingState(mcp, firstUse(openFunction, tokenParameter))];
    });
    expect(incoming).toEqual([true, true, true, true, true, false, false, true]);
  });

  it('treats ctx.mcpReq.requestState() as verified when the server has a verify hook or is built elsewhere', () => {
    const read = "export const read = (ctx) => probe(ctx.mcpReq.requestState());";
    const verified = lines("const server = new McpServer(info, { requestState: { verify: codec.verify } });", read);
    const sealHelper = lines('const server = new McpServer(info, { requestState });', read);
    const unverified = lines("const server = new McpServer(info, { capabilities: {} });", read);
    const check = (code: string) => withAnalysis(code, (mcp) => isIncomingState(mcp, probed(mcp)));
    expect([check(verified), check(sealHelper), check(unverified), check(read)]).toEqual([false, false, true, false]);
  });
});

describe('seals and opens', () => {
  it('recognises every seal and gives its payload', () => {
    const code = lines(
      "import { sealState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
      "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
      "import jwt from 'jsonwebtoken';",
      "import { SignJWT } from 'jose';",
      "import { createHmac } from 'node:crypto';",
      "const sign = (b) => createHmac('sha256', process.env.STATE_KEY).update(b).digest('hex');",
      'function mint(state) {',
      "  const body = btoa(JSON.stringify({ ...state, exp: Date.now() + 1000 }));",
      '  return `${body}.${sign(body)}`;',
      '}',
      'const sealer = createStateSealer({ keys: [k] });',
      'const codec = createRequestStateCodec({ key: k });',
      'sealState(p1, b1);',
      'sealer.seal(p2, b2);',
      'codec.mint(p3, ctx);',
      'jwt.sign(p4, k, o4);',
      "new SignJWT(p5).setSubject('u').setExpirationTime('5m').sign(k);",
      'mint(p6);',
      'wrapSeal(p7, b7);',
    );
    const seals = withAnalysis(code, (mcp, sourceCode) =>
      findSeals(mcp, { sealFunctions: ['wrapSeal'] }).map((seal) => [
        seal.kind,
        text(sourceCode, seal.payload),
        text(sourceCode, seal.binding),
        seal.builderCalls.length,
      ]),
    );
    expect(seals).toEqual([
      ['seal-helper', 'p1', 'b1', 0],
      ['state-sealer', 'p2', 'b2', 0],
      ['sdk-codec', 'p3', undefined, 0],
      ['jsonwebtoken', 'p4', undefined, 0],
      ['jose', 'p5', undefined, 2],
      ['hand-rolled', '{ ...state, exp: Date.now() + 1000 }', undefined, 0],
      ['custom', 'p7', 'b7', 0],
    ]);
    const payload = withAnalysis(lines(code, 'probe(sealState(q, b));'), (mcp, sourceCode) =>
      text(sourceCode, sealOf(mcp, probed(mcp) as TSESTree.CallExpression)?.payload),
    );
    expect(payload).toBe('q');
  });

  it('answers each call once for each set of custom names, whether one call or every seal is asked first', () => {
    const code = lines("import { sealState } from 'eslint-plugin-mcp-state/seal';", 'sealState(p1, b1);', 'wrapSeal(p2, b2);');
    const answers = withAnalysis(code, (mcp, sourceCode) => {
      const [helper, custom] = mcp.calls;
      const custom1 = sealOf(mcp, custom!, { sealFunctions: ['wrapSeal'] });
      return {
        plain: sealOf(mcp, custom!),
        custom: text(sourceCode, custom1?.payload),
        sameCustom: findSeals(mcp, { sealFunctions: ['wrapSeal'] })[1] === custom1,
        sameHelper: findSeals(mcp)[0] === sealOf(mcp, helper!),
        kinds: findSeals(mcp).map((seal) => seal.kind),
        customKinds: findSeals(mcp, { sealFunctions: ['wrapSeal'] }).map((seal) => seal.kind),
      };
    });
    expect(answers).toEqual({
      plain: undefined,
      custom: 'p2',
      sameCustom: true,
      sameHelper: true,
      kinds: ['seal-helper'],
      customKinds: ['seal-helper', 'custom'],
    });
  });

  it('recognises opens with their binding', () => {
    const code = lines(
      "import { openState, createStateSealer } from 'eslint-plugin-mcp-state/seal';",
      "import jwt from 'jsonwebtoken';",
      "import { jwtVerify } from 'jose';",
      'const sealer = createStateSealer({ keys: [k] });',
      'openState(t1, b1);',
      'sealer.open(t2, b2);',
      'jwt.verify(t3, k);',
      'jwtVerify(t4, k);',
      'JSON.parse(t5);',
    );
    const opens = withAnalysis(code, (mcp, sourceCode) =>
      mcp.calls.flatMap((call) => {
        const open = openOf(mcp, call);
        return open ? [[open.kind, text(sourceCode, open.token), text(sourceCode, open.binding)]] : [];
      }),
    );
    expect(opens).toEqual([
      ['open-helper', 't1', 'b1'],
      ['state-sealer', 't2', 'b2'],
      ['jsonwebtoken', 't3', undefined],
      ['jose', 't4', undefined],
    ]);
  });

  it.each([
    ['the seal helper renamed', "import { openState as openSealed } from 'eslint-plugin-mcp-state/seal';", 'openSealed(t, b);', 'open-helper'],
    ['jsonwebtoken verify renamed', "import { verify as check } from 'jsonwebtoken';", 'check(t, k);', 'jsonwebtoken'],
    ['jose jwtVerify renamed', "import { jwtVerify as verifyJwt } from 'jose';", 'verifyJwt(t, k);', 'jose'],
    ['jose jwtVerify held by an object', "import * as jose from 'jose';\nconst checks = { jwt: jose.jwtVerify };", 'checks.jwt(t, k);', 'jose'],
    ['jose jwtDecrypt in a bundle', 'const jose = require("jose");', '(0, jose.jwtDecrypt)(t, k);', 'jose'],
  ])('recognises an open by another name: %s', (_name, setup, call, kind) => {
    const opens = withAnalysis(lines(setup, call, 'other.thing(t);', 'done(t);'), (mcp) => mcp.calls.flatMap((candidate) => openOf(mcp, candidate)?.kind ?? []));
    expect(opens).toEqual([kind]);
  });

  it('looks at calls by other names only where an open can be renamed', () => {
    // jose is named, but none of its openers is: only calls named as opens are classified
    const asked: string[] = [];
    const code = lines("import { SignJWT } from 'jose';", 'const codec = make();', 'codec.verify(t);', 'helper.check(t);', 'done(t);');
    withAnalysis(code, (mcp) => {
      const of = mcp.provenance.of.bind(mcp.provenance);
      mcp.provenance.of = (node) => (asked.push(mcp.sourceCode.getText(node)), of(node));
      for (const call of mcp.calls) openOf(mcp, call);
    });
    expect(asked).toContain('codec.verify');
    expect(asked.some((text) => text.startsWith('helper.check') || text === 'done')).toBe(false);
  });

  it('reads the signed fields of a hand-rolled sealer, through its callers', () => {
    const code = lines(
      "import { createHmac } from 'node:crypto';",
      "const sign = (b) => createHmac('sha256', process.env.STATE_KEY).update(b).digest('hex');",
      'function sealState(state, userId) {',
      "  const body = Buffer.from(JSON.stringify({ ...state, userId })).toString('base64url');",
      '  return `${body}.${sign(body)}`;',
      '}',
      "sealState({ tool: 'a', exp: 1, extra: 1 }, u);",
      "sealState({ tool: 'b', exp: 2 }, u);",
    );
    const fields = withAnalysis(code, (mcp) => {
      const sealer = findSeals(mcp)[0]!.sealer!;
      return signedObjectsOf(mcp, sealer).map((signed) => ({ fields: [...signed.fields.keys()], complete: signed.complete }));
    });
    expect(fields).toEqual([{ fields: ['tool', 'exp', 'userId'], complete: true }]);
  });

  it('follows a value to the calls it comes from, and knows when a seal flows into state', () => {
    const code = lines(
      "import { sealState } from 'eslint-plugin-mcp-state/seal';",
      'const make = (s) => (s ? sealState(s, b) : null);',
      'const token = make(x);',
      "export const result = { resultType: 'input_required', requestState: token };",
      'export const other = sealState(y, b);',
    );
    const flows = withAnalysis(code, (mcp) => findSeals(mcp).map((seal) => flowsIntoState(mcp, seal.call)));
    expect(flows).toEqual([true, false]);
  });

  it('follows each requestState once, however many seals ask whether they flow into state', () => {
    const tools = 50;
    const code = Array.from(
      { length: tools },
      (_, index) =>
        `export const result${index} = { resultType: 'input_required', requestState: sealState({ step: ${index} }, b) };`,
    ).join('\n');
    const { flows, followed } = withAnalysis(`import { sealState } from 'eslint-plugin-mcp-state/seal';\n${code}`, (mcp) => {
      terminalCalls.count = 0;
      return { flows: findSeals(mcp).map((seal) => flowsIntoState(mcp, seal.call)), followed: terminalCalls.count };
    });
    expect(flows).toEqual(Array.from({ length: tools }, () => true));
    expect(followed).toBe(tools);
  });
});

describe('unsigned encodings and decodes', () => {
  it.each([
    ["probe(Buffer.from(JSON.stringify({ a: 1 })).toString('base64url'))", 'encoded-json', '{ a: 1 }'],
    ['probe(btoa(JSON.stringify(state)))', 'encoded-json', 'state'],
    ['probe(encodeURIComponent(JSON.stringify(state)))', 'url-encoded-json', 'state'],
    ["probe('v1.' + JSON.stringify(state))", 'concatenation', undefined],
    ["probe('pending')", 'string-literal', "'pending'"],
    ['probe([1, 2])', 'array', '[1, 2]'],
  ])('%s is %s', (code, kind, payload) => {
    const result = withAnalysis(code, (mcp, sourceCode) => {
      const encoding = describeUnsignedEncoding(mcp, probed(mcp));
      return [encoding?.kind, text(sourceCode, encoding?.payload)];
    });
    expect(result).toEqual([kind, payload]);
  });

  it.each([
    'probe(JSON.stringify(x) + await kms.sign(x))',
    "probe(Buffer.from(token, 'base64').toString())",
    'probe(state)',
    "probe('')",
    'probe(randomUUID())',
  ])('%s is not provably unsigned', (code) => {
    expect(withAnalysis(code, (mcp) => describeUnsignedEncoding(mcp, probed(mcp)))).toBeUndefined();
  });

  it('walks a decode back to its token', () => {
    const code = lines("const [body] = token.split('.');", "probe(Buffer.from(body, 'base64url').toString('utf8'));");
    expect(withAnalysis(code, (mcp, sourceCode) => {
      const decoded = decodedSourceOf(mcp, probed(mcp));
      return [text(sourceCode, decoded.source), decoded.part];
    })).toEqual(['token', true]);
  });
});

describe('durations and clocks', () => {
  const number = (code: string) => withAnalysis(code, (mcp, sourceCode) => constantNumber(sourceCode, probed(mcp)));

  it('computes constant numbers through consts and arithmetic', () => {
    expect(number('const MIN = 60_000; probe(10 * MIN);')).toBe(600_000);
    expect(number('probe(-(2 ** 3) + 1)')).toBe(-7);
    expect(number('probe(x * 2)')).toBeUndefined();
    expect(number('probe(1 / 0)')).toBeUndefined();
  });

  it.each([
    ['10m', 600],
    ['1h', 3600],
    ['2 days', 172_800],
    ['15 minutes', 900],
    ['600', 600],
    ['soon', undefined],
  ])('reads %s as %s seconds', (duration, seconds) => {
    expect(parseDurationSeconds(duration)).toBe(seconds);
  });

  it('tells milliseconds from seconds', () => {
    const unit = (code: string) => withAnalysis(code, (mcp, sourceCode) => clockUnit(sourceCode, probed(mcp)));
    expect(unit('probe(Date.now())')).toBe('ms');
    expect(unit('probe(new Date().getTime())')).toBe('ms');
    expect(unit('probe(Math.floor(Date.now() / 1000))')).toBe('s');
    expect(unit('const now = () => Date.now() / 1000 | 0; probe(now())')).toBe('s');
    expect(unit('probe(performance.now())')).toBeUndefined();
  });

  it('describes expiries and their lifetimes', () => {
    const expiry = (code: string) => withAnalysis(code, (mcp, sourceCode) => describeExpiry(sourceCode, probed(mcp)));
    expect(expiry('const TTL = 600_000; probe(Date.now() + TTL)')).toEqual({ unit: 'ms', ttlSeconds: 600 });
    expect(expiry('probe(Math.floor(Date.now() / 1000) + 3600)')).toEqual({ unit: 's', ttlSeconds: 3600 });
    expect(expiry('probe(new Date(Date.now() + 30 * 60 * 1000).toISOString())')).toEqual({ unit: 'ms', ttlSeconds: 1800 });
    expect(expiry('probe(Date.now() + ttl)')).toEqual({ unit: 'ms', ttlSeconds: undefined });
    expect(expiry('probe(start + 600)')).toBeUndefined();
  });

  it('works on TypeScript too', () => {
    const code = 'const TTL_S = 300 as const; probe(Math.floor(Date.now() / 1000) + TTL_S!);';
    expect(withAnalysis(code, (mcp, sourceCode) => describeExpiry(sourceCode, probed(mcp)), true)).toEqual({ unit: 's', ttlSeconds: 300 });
  });
});

function findReturnedArray(mcp: McpFile): TSESTree.ArrayExpression | undefined {
  let found: TSESTree.ArrayExpression | undefined;
  const visit = (node: TSESTree.Node): void => {
    if (found) return;
    if (node.type === 'ReturnStatement' && node.argument?.type === 'ArrayExpression') {
      found = node.argument;
      return;
    }
    for (const key of mcp.sourceCode.visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      for (const item of Array.isArray(child) ? child : [child]) {
        if (item && typeof item === 'object' && 'type' in item) visit(item as TSESTree.Node);
      }
    }
  };
  visit(mcp.sourceCode.ast);
  return found;
}

/** An identifier reading the parameter inside its function (`return token;`). */
function firstUse(fn: TSESTree.FunctionLike, parameter: TSESTree.Parameter): TSESTree.Node {
  const name = parameter.type === 'Identifier' ? parameter.name : '';
  const body = fn.body;
  if (body?.type === 'BlockStatement') {
    const statement = body.body[0];
    if (statement?.type === 'ReturnStatement' && statement.argument?.type === 'Identifier' && statement.argument.name === name) return statement.argument;
  }
  throw new Error('no use of the parameter');
}
