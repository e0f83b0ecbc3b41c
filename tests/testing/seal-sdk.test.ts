import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import type { Client } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serveOverHttp, type RunningServer } from '../../docs/examples/serve-http.js';
import { createSdkRequestState, type SdkHandlerContext, type SealedRound } from '../../src/seal/mcp-sdk.js';
import { createStateSealer } from '../../src/seal/sealer.js';
import { tamper } from '../../src/testing/mutations.js';
import { connectClient, movableClock } from './connect.js';

const KEY = 'the key of the seal-sdk tests, 32+ bytes';
const REFUSED = 'This request could not be continued. Please start the action again.';
const EXPIRED = 'This confirmation has expired. Please start the action again.';

type Seen = { tool: string; state: unknown };

/** A server whose `deploy` and `rename` tools seal `{ step, target }` and echo what they opened. */
async function startServer(withVerifyHook: boolean, clock: () => number, seen: Seen[], hookReasons: string[]): Promise<RunningServer> {
  const requestState = createSdkRequestState({ sealer: createStateSealer({ keys: [KEY], now: clock }) });
  return serveOverHttp(
    createMcpHandler(() => {
      const server = new McpServer({ name: 'seal-sdk-test', version: '1.0.0' }, withVerifyHook ? { requestState } : {});
      server.server.onerror = (error) => hookReasons.push(error.message);
      for (const tool of ['deploy', 'rename']) {
        server.registerTool(
          tool,
          { inputSchema: z.object({ target: z.string(), options: z.record(z.string(), z.boolean()).optional() }) },
          requestState.tool(tool, async ({ target }, _ctx, round: SealedRound<{ step: string; target: string }>) => {
            seen.push({ tool, state: round.state });
            if (round.state === undefined) return inputRequired({ requestState: round.seal({ step: 'confirm', target }) });
            return { content: [{ type: 'text', text: `${tool} ${round.state.target}` }] };
          }),
        );
      }
      return server;
    }, { legacy: 'reject' }),
  );
}

type CallParams = { name: string; arguments: Record<string, unknown>; requestState?: string };

async function call(client: Client, params: CallParams): Promise<Record<string, unknown>> {
  try {
    const { _meta, ...result } = (await client.request({ method: 'tools/call', params }, { allowInputRequired: true })) as Record<string, unknown>;
    expect(_meta).toEqual({ 'io.modelcontextprotocol/serverInfo': { name: 'seal-sdk-test', version: '1.0.0' } });
    return result;
  } catch (error) {
    const { code, message } = error as { code: unknown; message: string };
    return { rpcError: code, message };
  }
}

async function firstRound(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(client, { name, arguments: args });
  expect(result['resultType']).toBe('input_required');
  return result['requestState'] as string;
}

const RPC_REFUSAL = { rpcError: -32602, message: 'Invalid or expired requestState' };
const toolError = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

for (const withVerifyHook of [true, false]) {
  describe(`createSdkRequestState on McpServer ${withVerifyHook ? 'with' : 'without'} the verify hook`, () => {
    const clock = movableClock();
    const seen: Seen[] = [];
    const hookReasons: string[] = [];
    let server: RunningServer;
    let alice: Client;
    let bob: Client;
    beforeAll(async () => {
      server = await startServer(withVerifyHook, clock.now, seen, hookReasons);
      [alice, bob] = await Promise.all([connectClient(server.url, 'alice-token'), connectClient(server.url, 'bob-token')]);
    });
    afterAll(async () => {
      await Promise.all([alice.close(), bob.close()]);
      await server.close();
    });
    beforeEach(() => {
      seen.length = 0;
      hookReasons.length = 0;
    });

    /** The refusal for `reason`: the hook's JSON-RPC error (its reason only in onerror), or the wrapper's tool error. */
    function refusedBy(reason: string, hookRefuses = withVerifyHook) {
      if (hookRefuses) return { result: RPC_REFUSAL, hookReasons: [`requestState verification rejected tools/call: ${reason}`] };
      return { result: toolError(reason === 'expired' ? EXPIRED : REFUSED), hookReasons: [] };
    }

    it('hands the handler undefined first, then the state it sealed, on the same user, tool and args', async () => {
      const token = await firstRound(alice, 'deploy', { target: 'api', options: { force: true, dryRun: false } });
      const result = await call(alice, {
        name: 'deploy',
        arguments: { options: { dryRun: false, force: true }, target: 'api' },
        requestState: token,
      });
      expect(result).toMatchObject({ content: [{ type: 'text', text: 'deploy api' }] });
      expect(result['isError']).toBeUndefined();
      expect(seen).toEqual([
        { tool: 'deploy', state: undefined },
        { tool: 'deploy', state: { step: 'confirm', target: 'api' } },
      ]);
      expect(hookReasons).toEqual([]);
    });

    it('refuses a changed character before the handler runs', async () => {
      const token = await firstRound(alice, 'deploy', { target: 'api' });
      const result = await call(alice, { name: 'deploy', arguments: { target: 'api' }, requestState: tamper(token, 'mac').token });
      const expected = refusedBy('signature');
      expect({ result, hookReasons }).toEqual(expected);
      expect(seen).toHaveLength(1);
    });

    it("refuses another user's state", async () => {
      const token = await firstRound(alice, 'deploy', { target: 'api' });
      const result = await call(bob, { name: 'deploy', arguments: { target: 'api' }, requestState: token });
      expect({ result, hookReasons }).toEqual(refusedBy('user'));
      expect(seen).toHaveLength(1);
    });

    it('refuses state older than ten minutes', async () => {
      const token = await firstRound(alice, 'deploy', { target: 'api' });
      clock.advance(600_000);
      const result = await call(alice, { name: 'deploy', arguments: { target: 'api' }, requestState: token });
      expect({ result, hookReasons }).toEqual(refusedBy('expired'));
      expect(seen).toHaveLength(1);
    });

    it('refuses garbage', async () => {
      const result = await call(alice, { name: 'deploy', arguments: { target: 'api' }, requestState: 'garbage' });
      expect({ result, hookReasons }).toEqual(refusedBy('malformed'));
      expect(seen).toEqual([]);
    });

    it('refuses state of another tool, or of other arguments, with a tool error in the wrapper', async () => {
      const token = await firstRound(alice, 'deploy', { target: 'api' });
      const otherTool = await call(alice, { name: 'rename', arguments: { target: 'api' }, requestState: token });
      const otherArgs = await call(alice, { name: 'deploy', arguments: { target: 'web' }, requestState: token });
      expect([otherTool, otherArgs]).toEqual([toolError(REFUSED), toolError(REFUSED)]);
      expect(seen).toEqual([{ tool: 'deploy', state: undefined }]);
      expect(hookReasons).toEqual([]);
    });
  });
}

describe('createSdkRequestState without the SDK (edge cases of the structural context)', () => {
  const sealer = createStateSealer({ keys: [KEY] });
  const context = (requestState: unknown, extra?: Record<string, unknown>, method = 'tools/call'): SdkHandlerContext => ({
    mcpReq: { method, requestState: () => requestState },
    http: { authInfo: { clientId: 'client', ...(extra === undefined ? {} : { extra }) } },
  });

  it('will not seal without an authenticated user, and never opens state for none', () => {
    const requestState = createSdkRequestState({ sealer });
    expect(() => requestState.seal(context(undefined), { tool: 'deploy', args: {} }, 1)).toThrow(
      new TypeError('requestState needs an authenticated user: set principal, or put userId in authInfo.extra'),
    );
    const token = requestState.seal(context(undefined, { userId: 'alice' }), { tool: 'deploy', args: {} }, 1);
    expect(requestState.open(context(token, { userId: '' }), { tool: 'deploy', args: {} })).toEqual({ ok: false, reason: 'user' });
    expect(() => requestState.verify(token, context(token))).toThrow(new Error('user'));
  });

  it("binds a stdio connection (no ctx.http) to its one local user, 'local'", () => {
    const requestState = createSdkRequestState({ sealer });
    const stdio = (carried: unknown): SdkHandlerContext => ({ mcpReq: { method: 'tools/call', requestState: () => carried } });
    const token = requestState.seal(stdio(undefined), { tool: 'deploy', args: {} }, 'state');
    expect(requestState.open(stdio(token), { tool: 'deploy', args: {} })).toEqual({ ok: true, state: 'state' });
    expect(requestState.open(context(token, { userId: 'local' }), { tool: 'deploy', args: {} })).toEqual({ ok: true, state: 'state' });
    expect(requestState.open(context(token, { userId: 'alice' }), { tool: 'deploy', args: {} })).toEqual({ ok: false, reason: 'user' });
  });

  it('takes the user from principal when given', () => {
    const requestState = createSdkRequestState({ sealer, principal: (ctx) => ctx.http?.authInfo?.clientId });
    const token = requestState.seal(context(undefined), { tool: 'deploy', args: { a: 1 } }, 'state');
    expect(requestState.open(context(token), { tool: 'deploy', args: { a: 1 } })).toEqual({ ok: true, state: 'state' });
  });

  it('binds the method: tools/call state does not open on prompts/get', () => {
    const requestState = createSdkRequestState({ sealer });
    const alice = { userId: 'alice' };
    const token = requestState.seal(context(undefined, alice), { tool: 'deploy', args: {} }, 'state');
    expect(requestState.open(context(token, alice, 'prompts/get'), { tool: 'deploy', args: {} })).toEqual({ ok: false, reason: 'tool' });
    expect(requestState.open(context(undefined, alice), { tool: 'deploy', args: {} })).toBeUndefined();
  });

  it('refuses state that another verify hook decoded, loudly', () => {
    const requestState = createSdkRequestState({ sealer });
    expect(() => requestState.open(context({ decoded: true }, { userId: 'alice' }), { tool: 'deploy', args: {} })).toThrow(
      new TypeError('requestState was decoded by another verify hook; pass this helper as requestState.verify'),
    );
  });
});
