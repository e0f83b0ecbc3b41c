// Binds sealed request state to the caller, the tool, the exact arguments and a ten-minute window, and checks it on return.
import { createHash } from 'node:crypto';
import { config } from './config.js';
import { StateRejected } from './sealer.js';

export const STATE_TTL_MS = 10 * 60 * 1000;

const stable = (value) => {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

export const argsDigest = (args) => createHash('sha256').update(stable(args ?? {})).digest('base64url');

export const bindTo = ({ userId, tool, args }, now = Date.now()) => (payload) => ({
  ...payload,
  sub: userId,
  tool,
  args: argsDigest(args),
  exp: now + STATE_TTL_MS,
  v: config.apiVersion,
});

const rules = [
  [(state, b) => state.sub === b.userId, 'Request state was issued to another user.'],
  [(state, b) => state.tool === b.tool, 'Request state was issued for another tool.'],
  [(state, b) => state.args === argsDigest(b.args), 'Request state was issued for different arguments.'],
  [(state, _b, now) => Number.isFinite(state.exp) && state.exp > now, 'Request state has expired.'],
  [(state) => state.v === config.apiVersion, 'Request state comes from another server version.'],
];

export const checkBinding = (binding, now = Date.now()) => (state) => {
  const broken = rules.find(([holds]) => !holds(state, binding, now));
  if (broken) throw new StateRejected(broken[1]);
  return state;
};
