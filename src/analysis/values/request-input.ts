import type { TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode, Node } from '../syntax/ast.js';
import { GLOBALS, type WellKnownReference } from '../scope/modules.js';
import { makeProvenance, type InputContainer, type Provenance } from './provenance-model.js';

/** Properties of a request (Node/Express/Fastify/Koa, Fetch, Lambda events, MCP `extra`) that hold client input. */
const INPUT_CONTAINERS = new Map<string, InputContainer>([
  ['headers', 'headers'],
  ['multiValueHeaders', 'headers'],
  ['body', 'body'],
  ['rawBody', 'body'],
  ['query', 'query'],
  ['queryStringParameters', 'query'],
  ['multiValueQueryStringParameters', 'query'],
  ['searchParams', 'query'],
  ['params', 'params'],
  ['pathParameters', 'params'],
  ['cookies', 'cookies'],
  ['authInfo', 'auth'],
  ['_meta', 'meta'],
]);

/** Fields of MCP tool-call parameters that the client echoes back. */
const ECHOED_FIELDS = new Set(['requestState', 'inputResponses']);

/** `requestState`, or a `_meta` key namespaced for it (`com.example/requestState`): the state the client echoes. */
const ECHOED_STATE_KEY = /^(?:.*[/.:])?requestState$/;

/** Whether a `_meta` key holds the state a client echoes: `requestState`, or one namespaced for it. */
export function isStateMetaKey(name: string): boolean {
  return ECHOED_STATE_KEY.test(name);
}

/** A member of a tool call's params or `_meta`: the echoed state under its key, else input the client chose. */
function echoedOrInput(origin: Node, name: string | undefined): Provenance {
  return name !== undefined && ECHOED_STATE_KEY.test(name) ? echoedState(origin) : makeProvenance('untrusted', origin, { maybeAbsent: true });
}

function echoedState(origin: Node): Provenance {
  return makeProvenance('untrusted', origin, { maybeAbsent: true, echoedState: true });
}

/** Members of an MCP handler context that hold the HTTP side of the call (`ctx.http?.authInfo`, `ctx.http?.req`). */
const HTTP_CONTEXT_FIELDS = new Set(['http']);

/** Names under which handlers receive the request object (`req`, `request`, Hono's `c.req`). */
const REQUEST_OBJECT_NAMES = new Set(['req', 'request']);

/** Properties of a request object that the client chose: its URL and method. */
const REQUEST_LINE_FIELDS = new Set(['url', 'originalUrl', 'nextUrl', 'path', 'method', 'hostname', 'host']);

/** Headers that carry the client's credentials. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'x-api-token', 'x-auth-token']);

/** Methods that read the body of a Fetch/Koa request. */
const BODY_READERS = new Set(['json', 'text', 'formData', 'arrayBuffer', 'blob']);

export function isRequestObjectName(name: string): boolean {
  return REQUEST_OBJECT_NAMES.has(name);
}

function header(origin: Node, name: string | undefined): Provenance {
  const lowerCase = name?.toLowerCase();
  return makeProvenance('untrusted', origin, {
    valueType: 'string',
    maybeAbsent: true,
    isCredential: lowerCase !== undefined && CREDENTIAL_HEADERS.has(lowerCase),
    ...(lowerCase === 'cookie' && { cookieHeader: true }),
  });
}

function container(origin: Node, inputContainer: InputContainer): Provenance {
  return makeProvenance('untrusted', origin, { valueType: 'object', inputContainer });
}

/** `object.name` when `object` is a request, a request part or other client input; undefined otherwise. */
export function describeRequestMember(object: Provenance, name: string | undefined, origin: Node): Provenance | undefined {
  if (object.isParameter || object.isRequestObject) {
    if (name === undefined) return undefined;
    const inputContainer = INPUT_CONTAINERS.get(name);
    if (inputContainer) return container(origin, inputContainer);
    // (a parameter of any function may be an object the server made: `question.requestState` of a service's answer)
    if (name === 'requestState' && object.isRequestObject) return echoedState(origin);
    if (ECHOED_FIELDS.has(name)) return makeProvenance('untrusted', origin, { maybeAbsent: true });
    if (REQUEST_OBJECT_NAMES.has(name)) return makeProvenance('unknown', origin, { valueType: 'object', isRequestObject: true });
    if (HTTP_CONTEXT_FIELDS.has(name)) return makeProvenance('unknown', origin, { valueType: 'object', isParameter: true, maybeAbsent: true });
    if (object.isRequestObject && REQUEST_LINE_FIELDS.has(name)) return makeProvenance('untrusted', origin);
    return undefined;
  }
  if (object.kind !== 'untrusted') return undefined;
  const nestedContainer = name === undefined || object.inputContainer ? undefined : INPUT_CONTAINERS.get(name);
  if (nestedContainer) return container(origin, nestedContainer);
  switch (object.inputContainer) {
    case 'params':
      // `request.params._meta`: where SDK 1.x clients echo the state, under a key namespaced for it
      return name === '_meta' ? container(origin, 'meta') : echoedOrInput(origin, name);
    case 'meta':
      return echoedOrInput(origin, name);
    case 'headers':
      return header(origin, name);
    case 'auth':
      return makeProvenance('untrusted', origin, {
        isCredential: name === 'token',
        valueType: name === 'token' ? 'string' : 'unknown',
        maybeAbsent: true,
      });
    default:
      return makeProvenance('untrusted', origin, { isCredential: object.isCredential, maybeAbsent: true });
  }
}

/**
 * `receiver.method(firstArgument)` when it reads client input: `headers.get('x')`, `searchParams.get('x')`,
 * `req.get('x')`, `req.header('x')`, `c.req.header('x')`, `request.json()`.
 */
export function describeRequestMethodCall(
  receiver: Provenance,
  method: string,
  firstArgument: string | undefined,
  origin: Node,
): Provenance | undefined {
  if (receiver.kind === 'untrusted' && receiver.inputContainer !== undefined) {
    if (method !== 'get' && method !== 'getAll') return undefined;
    return receiver.inputContainer === 'headers' && method === 'get'
      ? header(origin, firstArgument)
      : makeProvenance('untrusted', origin, { maybeAbsent: true });
  }
  if (receiver.isRequestObject) {
    if (method === 'header' || method === 'get' || method === 'getHeader') return header(origin, firstArgument);
    if (BODY_READERS.has(method)) return container(origin, 'body');
    return undefined;
  }
  if (receiver.isParameter && method === 'header') return header(origin, firstArgument);
  return undefined;
}

/**
 * Names under which file-routed frameworks export a route's handler (Astro, SvelteKit, Next.js, SolidStart): its first
 * parameter is the request, or a context that holds it (`{ url, request, params, cookies }`).
 */
const ROUTE_HANDLER_NAMES = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'ALL']);

/** Whether `fn` is a route handler the file exports by an HTTP method's name (`export const GET: APIRoute = async (…) => …`). */
export function isRouteHandler(fn: FunctionNode): boolean {
  const parent = fn.parent;
  if (fn.type === 'FunctionDeclaration') return parent?.type === 'ExportNamedDeclaration' && fn.id !== null && ROUTE_HANDLER_NAMES.has(fn.id.name);
  if (parent?.type !== 'VariableDeclarator' || parent.init !== fn || parent.id.type !== 'Identifier') return false;
  return parent.parent?.parent?.type === 'ExportNamedDeclaration' && ROUTE_HANDLER_NAMES.has(parent.id.name);
}

/**
 * The methods through which the MCP SDKs hand a server the bearer token a client presents (an `OAuthTokenVerifier`'s
 * `verifyAccessToken(token)`, given to `requireBearerAuth({ verifier })`): their first parameter is that credential.
 */
const TOKEN_VERIFIER_METHODS: ReadonlySet<string> = new Set(['verifyAccessToken']);

/** `verifyAccessToken(presented) { … }` of an object or a class: a method the SDK calls with the client's bearer token. */
export function isTokenVerifierMethod(fn: FunctionNode): boolean {
  const parent = fn.parent;
  const key = parent?.type === 'Property' && parent.value === fn ? parent.key : parent?.type === 'MethodDefinition' && parent.value === fn ? parent.key : undefined;
  return key?.type === 'Identifier' && !(parent as TSESTree.Property | TSESTree.MethodDefinition).computed && TOKEN_VERIFIER_METHODS.has(key.name);
}

/** Where h3's readers of the request come from: h3 itself, what re-exports it, and Nuxt's auto-imports (no import at all). */
const EVENT_READER_MODULES = new Set(['h3', 'nitropack/runtime', '#imports', 'vinxi/http', GLOBALS]);

/** h3's readers of the client's request, which take the event first: what each gives. */
const EVENT_READERS = new Map<string, InputContainer | 'header' | 'value'>([
  ['getQuery', 'query'],
  ['getValidatedQuery', 'query'],
  ['getRouterParams', 'params'],
  ['getValidatedRouterParams', 'params'],
  ['getRouterParam', 'value'],
  ['readBody', 'body'],
  ['readValidatedBody', 'body'],
  ['readFormData', 'body'],
  ['readRawBody', 'value'],
  ['getHeaders', 'headers'],
  ['getRequestHeaders', 'headers'],
  ['getHeader', 'header'],
  ['getRequestHeader', 'header'],
  ['getRequestURL', 'value'],
]);

/**
 * What a call of one of h3's request readers gives (`getQuery(event)`, `await readBody(event)`, `getHeader(event,
 * 'x-token')`, with the header's name in `headerName`): client input, as the same parts of a Node request are.
 */
export function describeEventReaderCall(reference: WellKnownReference, headerName: string | undefined, origin: Node): Provenance | undefined {
  if (reference.path.length !== 1 || !EVENT_READER_MODULES.has(reference.module)) return undefined;
  const reads = EVENT_READERS.get(reference.path[0]!);
  if (reads === undefined) return undefined;
  if (reads === 'header') return header(origin, headerName);
  if (reads === 'value') return makeProvenance('untrusted', origin, { maybeAbsent: true });
  return container(origin, reads);
}
