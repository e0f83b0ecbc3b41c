import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import type { OpenResult } from './open-result.js';
import { refusal, type RefusalResult } from './refusal.js';
import { safeEqual } from './safe-equal.js';
import type { StateSealer } from './sealer.js';

/**
 * The part of the official SDK's `ServerContext` (`@modelcontextprotocol/server` 2.x) this module reads. Structural,
 * so `/seal` imports no SDK: the SDK's context is assignable to it.
 */
export type SdkHandlerContext = {
  readonly mcpReq: {
    /** `tools/call`, `prompts/get` or `resources/read`. */
    readonly method: string;
    /** What the `requestState.verify` hook resolved with, the raw string without a hook, or `undefined`. */
    requestState(): unknown;
  };
  readonly http?: {
    readonly authInfo?: { readonly clientId?: string; readonly extra?: Record<string, unknown> } | undefined;
  } | undefined;
};

/** Options of {@link createSdkRequestState}. */
export type SdkRequestStateOptions = {
  /** The sealer that signs the state, from `createStateSealer({ keys, ttlSeconds?, now? })`. */
  readonly sealer: StateSealer;
  /**
   * The authenticated user of a request, from the verified bearer token. Default: `ctx.http.authInfo.extra.userId`
   * when it is a non-empty string, and `'local'` on a stdio connection (no `ctx.http`: no auth, one local user). Return `undefined` when there is none: state is then neither sealed nor opened.
   */
  readonly principal?: (ctx: SdkHandlerContext) => string | undefined;
};

/** What a sealed tool call is: the tool's name and the exact arguments it was called with. */
export type SdkToolCall = { readonly tool: string; readonly args: unknown };

/** The third argument of a handler wrapped by {@link SdkRequestState.tool}. */
export type SealedRound<S = unknown> = {
  /** The state this tool sealed in an earlier round, verified; `undefined` on a first call. */
  readonly state: S | undefined;
  /** Seals `state` for this user, this tool and exactly these arguments: the `requestState` of `inputRequired(…)`. */
  seal(state: S): string;
};

/** A tool handler as `McpServer#registerTool` calls it, with the sealed round as a third argument. */
export type SealedToolHandler<Args, Ctx, Result, S> = (args: Args, ctx: Ctx, round: SealedRound<S>) => Result | Promise<Result>;

/** The seal helper on the SDK's own seam; see {@link createSdkRequestState}. */
export type SdkRequestState = {
  /**
   * The `requestState.verify` hook of `new McpServer(info, { requestState })`. Throws — which the SDK answers with
   * JSON-RPC error `-32602` "Invalid or expired requestState" — unless the token is well-formed, signed by one of the
   * sealer's keys, not expired, sealed for this request's user and for this method (`tools/call`). The tool name
   * and arguments are not in the SDK's context; the handler wrapped by {@link SdkRequestState.tool} checks them.
   */
  verify(token: string, ctx: SdkHandlerContext): unknown;
  /**
   * Wraps a tool handler for `registerTool(name, config, requestState.tool(name, handler))`. The handler gets a third
   * argument: the verified state (or `undefined` on a first call) and `seal(state)`, bound to the user, this tool and
   * exactly these arguments. State sealed for another tool or other arguments never reaches the handler: the call is
   * refused with a tool error (`isError: true`). Works without the `verify` hook too (every check then runs here).
   */
  tool<Args, Ctx extends SdkHandlerContext, Result, S = unknown>(
    name: string,
    handler: SealedToolHandler<Args, Ctx, Result, S>,
  ): (args: Args, ctx: Ctx) => Promise<Result | RefusalResult>;
  /** Seals `state` for the request's user and `call`; for handlers not wrapped by {@link SdkRequestState.tool}. */
  seal(ctx: SdkHandlerContext, call: SdkToolCall, state: unknown): string;
  /** Opens the request's state for `call`: `undefined` when the request carries none. */
  open<S = unknown>(ctx: SdkHandlerContext, call: SdkToolCall): OpenResult<S> | undefined;
};

/** What is sealed: the tool, a digest of its arguments and the handler's own state. */
type Envelope = { readonly tool: string; readonly args: string; readonly state: unknown };

/** What `verify` hands to the handler through `ctx.mcpReq.requestState()`. */
class VerifiedEnvelope {
  constructor(readonly envelope: Envelope) {}
}

/** The user of a stdio connection: it has no auth (`ctx.http` is undefined) and serves one local user. */
export const LOCAL_USER = 'local';

function defaultPrincipal(ctx: SdkHandlerContext): string | undefined {
  if (ctx.http === undefined) return LOCAL_USER;
  const userId = ctx.http.authInfo?.extra?.['userId'];
  return typeof userId === 'string' && userId !== '' ? userId : undefined;
}

function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args, 'args')).digest('base64url');
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { tool, args } = value as Record<string, unknown>;
  return typeof tool === 'string' && typeof args === 'string' && 'state' in value;
}

/**
 * Plugs a sealer into the official TypeScript SDK (2.x): `verify` for `new McpServer(info, { requestState })`, and
 * `tool(name, handler)` to seal from a handler's context with the user, the tool name and the exact arguments bound
 * automatically (the SDK's own `createRequestStateCodec` binds nothing unless given `bind`).
 *
 * @example
 * ```ts
 * const requestState = createSdkRequestState({ sealer: createStateSealer({ keys: [process.env.STATE_KEY!] }) });
 * const server = new McpServer(info, { requestState });
 * server.registerTool('deploy', config, requestState.tool('deploy', async (args, ctx, round) => {
 *   if (round.state === undefined) return inputRequired({ inputRequests, requestState: round.seal({ release }) });
 *   …
 * }));
 * ```
 */
export function createSdkRequestState(options: SdkRequestStateOptions): SdkRequestState {
  const { sealer } = options;
  const principal = options.principal ?? defaultPrincipal;

  function openEnvelope(token: unknown, ctx: SdkHandlerContext): OpenResult<Envelope> {
    const userId = principal(ctx);
    if (userId === undefined) return { ok: false, reason: 'user' };
    const opened = sealer.open<unknown>(token, { userId, tool: ctx.mcpReq.method });
    if (!opened.ok) return opened;
    return isEnvelope(opened.state) ? { ok: true, state: opened.state } : { ok: false, reason: 'malformed' };
  }

  function verify(token: string, ctx: SdkHandlerContext): VerifiedEnvelope {
    const opened = openEnvelope(token, ctx);
    if (!opened.ok) throw new Error(opened.reason);
    return new VerifiedEnvelope(opened.state);
  }

  function seal(ctx: SdkHandlerContext, call: SdkToolCall, state: unknown): string {
    const userId = principal(ctx);
    if (userId === undefined) {
      throw new TypeError('requestState needs an authenticated user: set principal, or put userId in authInfo.extra');
    }
    const envelope: Envelope = { tool: call.tool, args: argsDigest(call.args), state };
    return sealer.seal(envelope, { userId, tool: ctx.mcpReq.method });
  }

  function open<S = unknown>(ctx: SdkHandlerContext, call: SdkToolCall): OpenResult<S> | undefined {
    const carried = ctx.mcpReq.requestState();
    if (carried === undefined) return undefined;
    let opened: OpenResult<Envelope>;
    if (carried instanceof VerifiedEnvelope) opened = { ok: true, state: carried.envelope };
    else if (typeof carried === 'string') opened = openEnvelope(carried, ctx);
    else throw new TypeError('requestState was decoded by another verify hook; pass this helper as requestState.verify');
    if (!opened.ok) return opened;
    const envelope = opened.state;
    if (!safeEqual(envelope.tool, call.tool)) return { ok: false, reason: 'tool' };
    if (!safeEqual(envelope.args, argsDigest(call.args))) return { ok: false, reason: 'args' };
    return { ok: true, state: envelope.state as S };
  }

  function tool<Args, Ctx extends SdkHandlerContext, Result, S = unknown>(
    name: string,
    handler: SealedToolHandler<Args, Ctx, Result, S>,
  ): (args: Args, ctx: Ctx) => Promise<Result | RefusalResult> {
    return async (args, ctx) => {
      const call = { tool: name, args };
      const opened = open<S>(ctx, call);
      if (opened !== undefined && !opened.ok) return refusal(opened.reason);
      const round: SealedRound<S> = {
        state: opened?.state,
        seal: (state) => seal(ctx, call, state),
      };
      return handler(args, ctx, round);
    };
  }

  return Object.freeze({ verify, tool, seal, open });
}
