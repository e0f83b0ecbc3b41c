import { createHash } from 'node:crypto';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { issueState, readState, StateRefused } from './state-tokens.js';

/**
 * One dispatcher for tools/call and prompts/get.
 *
 * Clients on 2026-07-28 put requestState / inputResponses in params. The
 * Outlook add-in still runs a 1.x client; it advertises the experimental
 * capability below and sends both under _meta instead. Either way the token
 * goes to readState before anything looks at it.
 */

export const META_ROUNDS = 'io.mailroom/meta-rounds';
const META_STATE = 'io.mailroom/requestState';
const META_RESPONSES = 'io.mailroom/inputResponses';
const META_REQUESTS = 'io.mailroom/inputRequests';

function canonical(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
    .join(',')}}`;
}

export const argsDigest = (args) => createHash('sha256').update(canonical(args ?? {})).digest('base64url');

export function userOf(extra) {
  if (!extra.authInfo && !extra.requestInfo) return 'local';
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new McpError(ErrorCode.InvalidRequest, 'No authenticated user');
  return id;
}

function incoming(params, legacy) {
  if (legacy) {
    const meta = params._meta ?? {};
    return { token: meta[META_STATE], answers: meta[META_RESPONSES] ?? {} };
  }
  return { token: params.requestState, answers: params.inputResponses ?? {} };
}

function outgoing(inputRequests, requestState, legacy) {
  if (legacy) {
    return {
      content: [{ type: 'text', text: 'Mailroom needs a little more input.' }],
      _meta: { [META_REQUESTS]: inputRequests, [META_STATE]: requestState },
    };
  }
  return { resultType: 'input_required', inputRequests, requestState };
}

/**
 * @param {object} call
 * @param {string} call.target   tool name, or "prompt:<name>"
 * @param {object} call.args
 * @param {object} call.params   the request params as received
 * @param {object} call.extra    the SDK's handler extra
 * @param {boolean} call.legacy
 * @param {(turn: object) => Promise<object>} run
 */
export async function dispatch({ target, args, params, extra, legacy }, run) {
  const userId = userOf(extra);
  const binding = { userId, target, argsDigest: argsDigest(args) };
  const { token, answers } = incoming(params, legacy);

  let saved;
  if (token !== undefined) {
    if (typeof token !== 'string') throw new McpError(ErrorCode.InvalidParams, 'Invalid or expired requestState');
    try {
      saved = await readState(token, binding);
    } catch (err) {
      if (err instanceof StateRefused) {
        return { isError: true, content: [{ type: 'text', text: `This step expired or does not belong to this request (${err.reason}). Please start over.` }] };
      }
      throw err;
    }
  }

  const progressToken = params._meta?.progressToken;
  return run({
    userId,
    args,
    saved,
    answers,
    async ask(inputRequests, data) {
      return outgoing(inputRequests, await issueState(binding, data), legacy);
    },
    async progress(progress, total, message) {
      if (progressToken === undefined) return;
      await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total, message } });
    },
  });
}

// ---- input request builders ---------------------------------------------------

export const askRoots = () => ({ method: 'roots/list', params: {} });

export const askForm = (message, properties, required = []) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

export const askModel = (systemPrompt, text, maxTokens) => ({
  method: 'sampling/createMessage',
  params: { systemPrompt, maxTokens, messages: [{ role: 'user', content: { type: 'text', text } }], includeContext: 'none' },
});

export const accepted = (raw) => (raw?.action === 'accept' ? raw.content ?? {} : undefined);
