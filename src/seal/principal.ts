import { LOCAL_USER } from './mcp-sdk.js';

/**
 * A verified bearer token's `AuthInfo`, as both SDK generations hand it to a handler, as far as {@link principalOf}
 * reads it. Structural, so `/seal` imports no SDK.
 *
 * `clientId` is the OAuth client (the app that asked for the token), not the user: {@link principalOf} never uses it.
 */
export type PrincipalAuthInfo = {
  readonly token?: string;
  readonly clientId?: string;
  readonly scopes?: readonly string[];
  readonly expiresAt?: number;
  /** What the token verifier adds; the user's id lives here (`userId`, `sub` or `user.id`). */
  readonly extra?: Readonly<Record<string, unknown>>;
};

/**
 * The second argument of a tool handler, in either SDK generation, as far as {@link principalOf} reads it. The SDKs'
 * own types are assignable to it; a handler's arguments are not.
 *
 * - SDK 2.x (`@modelcontextprotocol/server`), `(args, ctx)`: `ctx.mcpReq` always, `ctx.http` over HTTP only.
 * - SDK 1.x (`@modelcontextprotocol/sdk`), `(args, extra)` or `(request, extra)`: `extra.requestId` always,
 *   `extra.requestInfo` (the HTTP headers) over HTTP only, `extra.authInfo` when a bearer token was verified.
 */
export type PrincipalContext = {
  /** SDK 2.x: the request being answered. */
  readonly mcpReq?: unknown;
  /** SDK 2.x: the HTTP request; `undefined` on stdio. */
  readonly http?: { readonly authInfo?: PrincipalAuthInfo | undefined } | undefined;
  /** SDK 1.x: the JSON-RPC request id. */
  readonly requestId?: unknown;
  /** SDK 1.x: the verified bearer token; `undefined` on stdio and on HTTP without auth. */
  readonly authInfo?: PrincipalAuthInfo | undefined;
  /** SDK 1.x: the HTTP request's headers; `undefined` on stdio. */
  readonly requestInfo?: unknown;
};

/** Options of {@link principalOf}. */
export type PrincipalOptions<C extends PrincipalContext = PrincipalContext> = {
  /**
   * For servers that identify users another way: answers the user's id for a request, or `undefined` when it has
   * none. Replaces the lookup in `authInfo.extra`. Called on every request, with the verified `authInfo` (or
   * `undefined`: on stdio, or on HTTP without bearer auth) and the context itself. `undefined` on stdio still answers
   * the local user; `undefined` on HTTP throws.
   */
  readonly user?: (authInfo: PrincipalAuthInfo | undefined, ctx: C) => string | undefined;
};

/** Where the user's id is looked for in `authInfo.extra`, first match wins. */
const USER_ID_PATHS: readonly (readonly string[])[] = [['userId'], ['sub'], ['user', 'id']];

const WHERE_LOOKED = USER_ID_PATHS.map((path) => `extra.${path.join('.')}`).join(', ');

const HANDLER_CONTEXT =
  "principalOf(ctx) needs the tool handler's context: the second argument of (args, ctx) on SDK 2.x, or of " +
  '(args, extra) / (request, extra) on SDK 1.x, not the arguments or the request';

const CONFIGURE_AUTH =
  'put bearer auth in front of the MCP endpoint (requireBearerAuth with a token verifier that sets ' +
  'authInfo.extra.userId), or pass principalOf(ctx, { user: (authInfo, ctx) => … }) if your server identifies users another way';

const NO_AUTH_INFO = `principalOf: this request came over HTTP without authInfo, so it has no authenticated user to bind state to; ${CONFIGURE_AUTH}`;

const NO_USER_IN_AUTH_INFO =
  `principalOf: authInfo names no user (looked at ${WHERE_LOOKED}; clientId names the OAuth client, not the user, ` +
  "and is never used): have the token verifier put the user's id in authInfo.extra.userId, or pass " +
  'principalOf(ctx, { user: (authInfo, ctx) => … })';

const NO_USER_FROM_OPTION =
  'principalOf: options.user returned undefined for a request over HTTP, so it has no user to bind state to; ' +
  "return the authenticated user's id from it, or put bearer auth in front of the MCP endpoint";

type Caller = { readonly remote: false } | { readonly remote: true; readonly authInfo: PrincipalAuthInfo | undefined };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An own property only: a polluted `Object.prototype.userId` names nobody. */
function ownProperty(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function authInfoOf(value: unknown): PrincipalAuthInfo | undefined {
  return isObject(value) ? (value as PrincipalAuthInfo) : undefined;
}

/** Whether the request came from a remote, possibly authenticated caller (HTTP), or over stdio. */
function callerOf(ctx: unknown): Caller {
  if (!isObject(ctx)) throw new TypeError(HANDLER_CONTEXT);
  const { http, authInfo, requestInfo } = ctx;
  if (http !== undefined && http !== null) return { remote: true, authInfo: authInfoOf(ownProperty(http, 'authInfo')) };
  if (authInfo !== undefined && authInfo !== null) return { remote: true, authInfo: authInfoOf(authInfo) };
  if (requestInfo !== undefined && requestInfo !== null) return { remote: true, authInfo: undefined };
  if ('mcpReq' in ctx || 'requestId' in ctx) return { remote: false };
  throw new TypeError(HANDLER_CONTEXT);
}

function userFromAuthInfo(authInfo: PrincipalAuthInfo): string | undefined {
  for (const path of USER_ID_PATHS) {
    const value = path.reduce<unknown>(ownProperty, authInfo.extra);
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') {
      throw new TypeError(
        `principalOf: authInfo.extra.${path.join('.')} is a ${typeof value}, not a string: have the token verifier store the user's id as a string (String(id))`,
      );
    }
    return value;
  }
  return undefined;
}

function userFromOption<C extends PrincipalContext>(user: NonNullable<PrincipalOptions<C>['user']>, authInfo: PrincipalAuthInfo | undefined, ctx: C): string | undefined {
  const value: unknown = user(authInfo, ctx);
  if (value === undefined || (typeof value === 'string' && value !== '')) return value;
  const shown = typeof value === 'string' ? 'an empty string' : value === null ? 'null' : `a ${typeof value}`;
  throw new TypeError(`principalOf: options.user must return the user's id as a non-empty string, or undefined when there is none, not ${shown}`);
}

/** The parts of `node:os` and `process` that name the local account; injectable so every fallback can be tested. */
export type LocalAccount = {
  readonly userInfo?: (() => { readonly username: string }) | undefined;
  readonly getuid?: (() => number) | undefined;
};

/**
 * The local user's principal: `local:<username>`, else `local:uid:<uid>` when the account has no name (a container
 * running as an arbitrary uid: `userInfo()` throws), else `local`. A username never holds `:`, so the three cannot
 * meet.
 */
export function localPrincipal(account: LocalAccount): string {
  try {
    const username = account.userInfo?.().username;
    if (typeof username === 'string' && username !== '') return `${LOCAL_USER}:${username}`;
  } catch {
    // No passwd entry for this uid (or no os module): fall back to the uid.
  }
  try {
    const uid = account.getuid?.();
    if (typeof uid === 'number' && Number.isInteger(uid) && uid >= 0) return `${LOCAL_USER}:uid:${uid}`;
  } catch {
    // Fall back to the constant.
  }
  return LOCAL_USER;
}

/**
 * This process's account. `node:os` is loaded on the first stdio call only, through `process.getBuiltinModule`, so an
 * HTTP server on a runtime without `node:os` can still load `/seal`.
 */
function thisAccount(): LocalAccount {
  if (typeof process !== 'object' || process === null) return {};
  const os = typeof process.getBuiltinModule === 'function' ? process.getBuiltinModule('node:os') : undefined;
  return {
    userInfo: typeof os?.userInfo === 'function' ? () => os.userInfo() : undefined,
    getuid: typeof process.getuid === 'function' ? () => process.getuid!() : undefined,
  };
}

let localUser: string | undefined;

/**
 * The authenticated user of the request a tool handler is answering, read at run time from the handler's context,
 * in either SDK generation: the `userId` to bind state to (`sealState(state, { userId: principalOf(ctx), tool })`).
 *
 * - **stdio** (SDK 2.x: no `ctx.http`; SDK 1.x: no `extra.authInfo` and no `extra.requestInfo`): the connection has
 *   no auth and serves the local account, `local:<username>` (`local:uid:<uid>` when the account has no name, `local`
 *   when neither is known). Read once, the same for every call in the process.
 * - **HTTP** with a verified bearer token (SDK 2.x `ctx.http.authInfo`, SDK 1.x `extra.authInfo`): the first
 *   non-empty string of `authInfo.extra.userId`, `authInfo.extra.sub`, `authInfo.extra.user.id`, as the token
 *   verifier put it there. Never `authInfo.clientId`: that is the OAuth client, not the user.
 * - `options.user`, for servers that identify users another way: replaces the lookup in `authInfo.extra`.
 *
 * Throws a `TypeError` that says the fix — a programmer error, not a bad request — when a request over HTTP has no
 * `authInfo`, when `authInfo` names no user (a `clientId` alone), when `options.user` answers `undefined` over HTTP,
 * or when `ctx` is not a handler's context. Configure bearer auth in front of the MCP endpoint, or pass `user`.
 *
 * @example
 * ```ts
 * server.registerTool('deploy', config, async (args, ctx) => {
 *   const requestState = sealState({ release }, { userId: principalOf(ctx), tool: 'deploy', args });
 *   …
 * });
 * // users identified elsewhere:
 * principalOf(ctx, { user: (authInfo) => authInfo?.extra?.['email'] as string | undefined });
 * ```
 */
export function principalOf<C extends PrincipalContext>(ctx: C, options?: PrincipalOptions<C>): string {
  const user = options?.user;
  if (user !== undefined && typeof user !== 'function') {
    throw new TypeError('principalOf: options.user must be a function (authInfo, ctx) => string | undefined');
  }
  const caller = callerOf(ctx);
  const authInfo = caller.remote ? caller.authInfo : undefined;
  const named = user ? userFromOption(user, authInfo, ctx) : authInfo && userFromAuthInfo(authInfo);
  if (named !== undefined) return named;
  if (!caller.remote) return (localUser ??= localPrincipal(thisAccount()));
  if (user) throw new TypeError(NO_USER_FROM_OPTION);
  throw new TypeError(authInfo ? NO_USER_IN_AUTH_INFO : NO_AUTH_INFO);
}
