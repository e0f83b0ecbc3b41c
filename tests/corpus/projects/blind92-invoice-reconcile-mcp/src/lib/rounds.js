// Multi round-trip plumbing for the 1.x SDK: input_required results, bound state and input responses.
import { createHash } from 'node:crypto';
import { canonical } from './fx.js';

export const userOf = (extra) => extra?.authInfo?.extra?.userId;
export const orgOf = (extra) => extra?.authInfo?.extra?.orgId;
export const roundOf = (extra) => {
  const { requestState: raw, inputResponses: responses = {} } = extra?._meta ?? {};
  return { raw, responses };
};
export const accepted = (responses, key) => (responses?.[key]?.action === 'accept' ? responses[key].content ?? {} : null);
export const argsHash = (args) => createHash('sha256').update(canonical(args)).digest('base64url');
export const bindTo = ({ userId, tool, ttlMs }) => (payload) => ({ ...payload, sub: userId, tool, ...(ttlMs && { exp: Date.now() + ttlMs }) });
export const isBound = ({ userId, tool }) => (st) => Boolean(st && userId) && st.sub === userId && st.tool === tool && (st.exp ?? Infinity) > Date.now();
export const elicit = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});
export const askFor = (inputRequests, requestState) => ({
  content: [{ type: 'text', text: 'More input is needed to continue.' }],
  _meta: { resultType: 'input_required', inputRequests, requestState },
});
export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const fail = (t) => ({ ...text(t), isError: true });
export const json = (v) => ({ ...text(JSON.stringify(v, null, 2)), structuredContent: v });
