import { userInfo } from 'node:os';
import { PassThrough } from 'node:stream';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableHTTPClientTransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport as StdioServerTransportV1 } from '@modelcontextprotocol/sdk/server/stdio.js';
import { WebStandardStreamableHTTPServerTransport as HttpServerTransportV1 } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { McpServer, createMcpHandler, type AuthInfo, type ServerContext } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSdkRequestState, createStateSealer, openState, principalOf, sealState, type PrincipalContext } from '../../src/seal/index.js';
import { localPrincipal } from '../../src/seal/principal.js';
import { KEY_A } from './fixtures.js';

/** This account as `principalOf` names it on stdio: `local:<username>`, or its uid when the account has no name. */
function expectedLocalUser(): string {
  try {
    return `local:${userInfo().username}`;
  } catch {
    return `local:uid:${process.getuid!()}`;
  }
}
const LOCAL = expectedLocalUser();

const NO_AUTH_INFO =
  'principalOf: this request came over HTTP without authInfo, so it has no authenticated user to bind state to; put ' +
  'bearer auth in front of the MCP endpoint (requireBearerAuth with a token verifier that sets authInfo.extra.userId), ' +
  'or pass principalOf(ctx, { user: (authInfo, ctx) => … }) if your server identifies users another way';
const NO_USER_IN_AUTH_INFO =
  'principalOf: authInfo names no user (looked at extra.userId, extra.sub, extra.user.id; clientId names the OAuth ' +
  "client, not the user, and is never used): have the token verifier put the user's id in authInfo.extra.userId, or " +
  'pass principalOf(ctx, { user: (authInfo, ctx) => … })';
const NO_USER_FROM_OPTION =
  'principalOf: options.user returned undefined for a request over HTTP, so it has no user to bind state to; return ' +
  "the authenticated user's id from it, or put bearer auth in front of the MCP endpoint";
const NOT_A_CONTEXT =
  "principalOf(ctx) needs the tool handler's context: the second argument of (args, ctx) on SDK 2.x, or of " +
  '(args, extra) / (request, extra) on SDK 1.x, not the arguments or the request';

const mcpReq = { id: 1, method: 'tools/call', requestState: () => undefined };

/** SDK 2.x contexts as `McpServer` builds them: `http` is undefined on stdio. */
const stdioV2 = { sessionId: undefined, mcpReq, http: undefined };
const httpV2 = (authInfo?: PrincipalContext['authInfo']) => ({ sessionId: 's', mcpReq, http: { ...(authInfo ? { authInfo } : {}), req: {} } });

/** SDK 1.x `RequestHandlerExtra`: `authInfo` and `requestInfo` are undefined on stdio. */
const stdioV1 = { signal: new AbortController().signal, requestId: 2, authInfo: undefined, requestInfo: undefined };
const httpV1 = (authInfo?: PrincipalContext['authInfo']) => ({ ...stdioV1, authInfo, requestInfo: { headers: {}, url: new URL('http://mcp.test/mcp') } });

const token = (extra?: Record<string, unknown>) => ({ token: 'opaque', clientId: 'claude-desktop', scopes: ['mcp'], expiresAt: 2_000_000_000, ...(extra ? { extra } : {}) });

describe('principalOf on stdio: the local account', () => {
  it('SDK 2.x: no ctx.http', () => {
    expect(principalOf(stdioV2)).toBe(LOCAL);
    expect(principalOf({ mcpReq })).toBe(LOCAL);
  });

  it('SDK 1.x: no extra.authInfo and no extra.requestInfo', () => {
    expect(principalOf(stdioV1)).toBe(LOCAL);
    expect(principalOf({ requestId: 7 })).toBe(LOCAL);
  });

  it('is the same on every call, in both shapes', () => {
    const answers = new Set([principalOf(stdioV2), principalOf(stdioV1), principalOf(stdioV2), principalOf(stdioV1)]);
    expect([...answers]).toEqual([LOCAL]);
  });

  it('is read once per process, on the first stdio call (node:os is not loaded over HTTP)', async () => {
    vi.resetModules();
    const fresh = await import('../../src/seal/principal.js');
    const getBuiltinModule = vi.spyOn(process, 'getBuiltinModule');
    try {
      expect(fresh.principalOf(httpV2(token({ userId: 'alice' })))).toBe('alice');
      expect(getBuiltinModule.mock.calls).toEqual([]);
      expect(fresh.principalOf(stdioV2)).toBe(LOCAL);
      expect(fresh.principalOf(stdioV1)).toBe(LOCAL);
      expect(fresh.principalOf(stdioV2)).toBe(LOCAL);
      expect(getBuiltinModule.mock.calls).toEqual([['node:os']]);
    } finally {
      getBuiltinModule.mockRestore();
    }
  });
});

describe('localPrincipal: the name of the local account, with its fallbacks', () => {
  const getuid = () => 1000;
  it('local:<username>', () => {
    expect(localPrincipal({ userInfo: () => ({ username: 'alice' }), getuid })).toBe('local:alice');
  });
  it('local:uid:<uid> when userInfo throws (a uid with no passwd entry) or the name is empty', () => {
    const throwing = () => {
      throw new Error('ENOENT: no such file or directory, uv_os_get_passwd');
    };
    expect(localPrincipal({ userInfo: throwing, getuid })).toBe('local:uid:1000');
    expect(localPrincipal({ userInfo: () => ({ username: '' }), getuid })).toBe('local:uid:1000');
    expect(localPrincipal({ getuid: () => 0 })).toBe('local:uid:0');
  });
  it("local when neither is known (Windows has no getuid; a runtime without node:os)", () => {
    const throwing = () => {
      throw new Error('unavailable');
    };
    expect(localPrincipal({ userInfo: throwing })).toBe('local');
    expect(localPrincipal({ userInfo: throwing, getuid: throwing })).toBe('local');
    expect(localPrincipal({})).toBe('local');
  });
});

describe('principalOf over HTTP: the user of the verified token', () => {
  it('SDK 2.x: ctx.http.authInfo.extra.userId', () => {
    expect(principalOf(httpV2(token({ userId: 'alice' })))).toBe('alice');
  });

  it('SDK 1.x: extra.authInfo.extra.sub', () => {
    expect(principalOf(httpV1(token({ sub: 'auth0|5f7c8ec7c33c6c004bbafe82' })))).toBe('auth0|5f7c8ec7c33c6c004bbafe82');
  });

  it('SDK 1.x with authInfo but no requestInfo (an in-process transport that passes authInfo)', () => {
    expect(principalOf({ requestId: 1, authInfo: token({ userId: 'carol' }) })).toBe('carol');
  });

  it('looks at extra.userId, then extra.sub, then extra.user.id', () => {
    expect(principalOf(httpV2(token({ userId: 'u', sub: 's', user: { id: 'i' } })))).toBe('u');
    expect(principalOf(httpV2(token({ sub: 's', user: { id: 'i' } })))).toBe('s');
    expect(principalOf(httpV2(token({ user: { id: 'i', name: 'Ida' } })))).toBe('i');
    expect(principalOf(httpV1(token({ userId: '', sub: null, user: { id: 'i' } })))).toBe('i');
  });

  it('returns the id as the verifier gave it: no prefix, so it matches ids read from authInfo elsewhere', () => {
    expect(principalOf(httpV2(token({ userId: 'local:alice' })))).toBe('local:alice');
  });

  it('never answers clientId: authInfo with a clientId alone throws, in both SDKs', () => {
    expect(() => principalOf(httpV2(token()))).toThrow(new TypeError(NO_USER_IN_AUTH_INFO));
    expect(() => principalOf(httpV1(token()))).toThrow(new TypeError(NO_USER_IN_AUTH_INFO));
    expect(() => principalOf(httpV2(token({ scope: 'mcp', user: { name: 'no id' } })))).toThrow(new TypeError(NO_USER_IN_AUTH_INFO));
  });

  it('reads own properties only: a polluted prototype names nobody', () => {
    const extra = Object.create({ userId: 'admin' }) as Record<string, unknown>;
    expect(() => principalOf(httpV2({ clientId: 'app', extra }))).toThrow(new TypeError(NO_USER_IN_AUTH_INFO));
  });

  it('throws when a user field holds something other than a string', () => {
    expect(() => principalOf(httpV2(token({ userId: 42 })))).toThrow(
      new TypeError("principalOf: authInfo.extra.userId is a number, not a string: have the token verifier store the user's id as a string (String(id))"),
    );
    expect(() => principalOf(httpV1(token({ user: { id: { value: 'x' } } })))).toThrow(
      new TypeError("principalOf: authInfo.extra.user.id is a object, not a string: have the token verifier store the user's id as a string (String(id))"),
    );
  });

  it('throws when an HTTP request has no authInfo, in both SDKs', () => {
    expect(() => principalOf(httpV2())).toThrow(new TypeError(NO_AUTH_INFO));
    expect(() => principalOf(httpV1())).toThrow(new TypeError(NO_AUTH_INFO));
  });
});

describe('principalOf with options.user: users identified another way', () => {
  const byEmail = (authInfo: PrincipalContext['authInfo']) => authInfo?.extra?.['email'] as string | undefined;

  it('answers what it returns, over HTTP and on stdio, and replaces the lookup in authInfo.extra', () => {
    expect(principalOf(httpV2(token({ userId: 'alice', email: 'alice@example.com' })), { user: byEmail })).toBe('alice@example.com');
    expect(principalOf(httpV1(), { user: () => 'from-session' })).toBe('from-session');
    expect(principalOf(stdioV2, { user: () => 'ci-bot' })).toBe('ci-bot');
  });

  it('gets the verified authInfo (undefined when there is none) and the context itself', () => {
    const user = vi.fn((_authInfo: unknown, _ctx: unknown) => 'x');
    const withToken = httpV1(token({ sub: 's' }));
    principalOf(withToken, { user });
    principalOf(httpV2(), { user });
    principalOf(stdioV1, { user });
    expect(user.mock.calls).toEqual([
      [withToken.authInfo, withToken],
      [undefined, expect.objectContaining({ http: { req: {} } })],
      [undefined, stdioV1],
    ]);
  });

  it('undefined on stdio is the local account; undefined over HTTP throws', () => {
    expect(principalOf(stdioV1, { user: () => undefined })).toBe(LOCAL);
    expect(() => principalOf(httpV2(token({ userId: 'alice' })), { user: byEmail })).toThrow(new TypeError(NO_USER_FROM_OPTION));
  });

  it('throws on a return that is not a non-empty string or undefined, and on a user that is not a function', () => {
    const must = "principalOf: options.user must return the user's id as a non-empty string, or undefined when there is none, not";
    expect(() => principalOf(httpV2(), { user: () => '' })).toThrow(new TypeError(`${must} an empty string`));
    expect(() => principalOf(httpV2(), { user: () => 42 as never })).toThrow(new TypeError(`${must} a number`));
    expect(() => principalOf(stdioV2, { user: () => null as never })).toThrow(new TypeError(`${must} null`));
    expect(() => principalOf(stdioV2, { user: 'alice' as never })).toThrow(
      new TypeError('principalOf: options.user must be a function (authInfo, ctx) => string | undefined'),
    );
  });
});

describe('principalOf refuses what is not a handler context', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'alice'],
    ['an empty object', {}],
    ["the handler's arguments", { target: 'api' }],
    ['an SDK 1.x request', { method: 'tools/call', params: { name: 'deploy', arguments: {} } }],
  ])('%s', (_, value) => {
    expect(() => principalOf(value as never)).toThrow(new TypeError(NOT_A_CONTEXT));
  });
});

describe('principalOf binds sealState to the user', () => {
  const previousKey = process.env['STATE_KEY'];
  afterEach(() => {
    if (previousKey === undefined) delete process.env['STATE_KEY'];
    else process.env['STATE_KEY'] = previousKey;
  });

  it("opens for the same user and refuses another user's state", () => {
    process.env['STATE_KEY'] = KEY_A;
    const alice = httpV2(token({ userId: 'alice' }));
    const bob = httpV1(token({ sub: 'bob' }));
    const requestState = sealState({ step: 'confirm' }, { userId: principalOf(alice), tool: 'deploy' });
    expect(openState(requestState, { userId: principalOf(alice), tool: 'deploy' })).toEqual({ ok: true, state: { step: 'confirm' } });
    expect(openState(requestState, { userId: principalOf(bob), tool: 'deploy' })).toEqual({ ok: false, reason: 'user' });
    expect(openState(requestState, { userId: principalOf(stdioV2), tool: 'deploy' })).toEqual({ ok: false, reason: 'user' });
  });
});

/** Accepts the SDKs' own context types (compile-time only: `npm run typecheck`). */
export function typesOfBothSdks(ctx: ServerContext, extra: RequestHandlerExtra<ServerRequest, ServerNotification>, args: { target: string }): string[] {
  const answers = [
    principalOf(ctx),
    principalOf(extra),
    principalOf(ctx, { user: (authInfo, handlerCtx) => (authInfo ? handlerCtx.mcpReq.method : undefined) }),
    principalOf(extra, { user: (_, handlerExtra) => String(handlerExtra.requestId) }),
    sealState({}, { userId: principalOf(ctx), tool: 'deploy' }),
  ];
  createSdkRequestState({ sealer: createStateSealer({ keys: [KEY_A] }), principal: (sdkCtx) => principalOf(sdkCtx) });
  // @ts-expect-error a handler's arguments are not its context
  answers.push(principalOf(args));
  return answers;
}

type Seen = { principal?: string; error?: string };

function principalOrError(ctx: PrincipalContext): Seen {
  try {
    return { principal: principalOf(ctx) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Runs one `tools/call` through a real stdio transport (over in-memory streams) and returns what the handler saw. */
async function overStdio(connect: (input: PassThrough, output: PassThrough) => Promise<void>, seen: Seen[]): Promise<Seen[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const answered = new Promise<void>((resolve) => output.on('data', (chunk) => String(chunk).includes('"id":2') && resolve()));
  await connect(input, output);
  const send = (message: object) => input.write(`${JSON.stringify(message)}\n`);
  send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'whoami', arguments: {} } });
  await answered;
  return seen;
}

const ok = { content: [{ type: 'text' as const, text: 'ok' }] };
const authInfo: AuthInfo = { token: 'opaque', clientId: 'claude-desktop', scopes: ['mcp'], expiresAt: 2_000_000_000, extra: { userId: 'alice' } };

describe('principalOf on the contexts the SDKs really build', () => {
  it('SDK 2.x over stdio', async () => {
    const seen: Seen[] = [];
    const server = new McpServer({ name: 'principal-test', version: '1.0.0' });
    server.registerTool('whoami', {}, async (ctx) => (seen.push(principalOrError(ctx)), ok));
    expect(await overStdio((input, output) => server.connect(new StdioServerTransport(input, output)), seen)).toEqual([{ principal: LOCAL }]);
    await server.close();
  });

  it('SDK 1.x over stdio', async () => {
    const seen: Seen[] = [];
    const server = new McpServerV1({ name: 'principal-test', version: '1.0.0' });
    server.registerTool('whoami', {}, async (extra) => (seen.push(principalOrError(extra)), ok));
    expect(await overStdio((input, output) => server.connect(new StdioServerTransportV1(input, output)), seen)).toEqual([{ principal: LOCAL }]);
    await server.close();
  });

  it('SDK 2.x over HTTP, with and without a verified token', async () => {
    const seen: Seen[] = [];
    const handler = createMcpHandler(() => {
      const server = new McpServer({ name: 'principal-test', version: '1.0.0' });
      server.registerTool('whoami', {}, async (ctx) => (seen.push(principalOrError(ctx)), ok));
      return server;
    });
    for (const auth of [authInfo, undefined]) {
      const client = new Client({ name: 't', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      const fetch = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init), auth ? { authInfo: auth } : undefined);
      await client.connect(new StreamableHTTPClientTransport(new URL('http://mcp.test/mcp'), { fetch }));
      await client.callTool({ name: 'whoami', arguments: {} });
      await client.close();
    }
    await handler.close();
    expect(seen).toEqual([{ principal: 'alice' }, { error: NO_AUTH_INFO }]);
  });

  it('SDK 1.x over HTTP, with and without a verified token', async () => {
    const seen: Seen[] = [];
    for (const auth of [authInfo, undefined]) {
      const server = new McpServerV1({ name: 'principal-test', version: '1.0.0' });
      server.registerTool('whoami', {}, async (extra) => (seen.push(principalOrError(extra)), ok));
      const transport = new HttpServerTransportV1({ sessionIdGenerator: () => 'session-1', enableJsonResponse: true });
      await server.connect(transport);
      const client = new ClientV1({ name: 't', version: '1' });
      const fetch = (url: string | URL, init?: RequestInit) => transport.handleRequest(new Request(url, init), auth ? { authInfo: auth } : undefined);
      await client.connect(new StreamableHTTPClientTransportV1(new URL('http://mcp.test/mcp'), { fetch }));
      await client.callTool({ name: 'whoami', arguments: {} });
      await client.close();
      await server.close();
    }
    expect(seen).toEqual([{ principal: 'alice' }, { error: NO_AUTH_INFO }]);
  });
});
