// Iron-sealed requestState for invoice tools: encrypted and integrity-protected, bound to user, tool and arguments.
import * as Iron from '@hapi/iron';
import { createHash } from 'node:crypto';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const stateOptions = { ...Iron.defaults, ttl: STATE_TTL_MS };

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function digestArgs(args) {
  return createHash('sha256').update(canonical(args)).digest('base64url');
}

export function createIronState(password) {
  return {
    seal(payload, { userId, tool, args }) {
      return Iron.seal({ p: payload, sub: userId, tool, ad: args ? digestArgs(args) : undefined }, password, stateOptions);
    },

    async unseal(sealed, { userId, tool, args }) {
      if (typeof sealed !== 'string') return null;
      let data;
      try {
        data = await Iron.unseal(sealed, password, stateOptions);
      } catch {
        return null;
      }
      if (data.sub !== userId || data.tool !== tool) return null;
      if (args && data.ad !== digestArgs(args)) return null;
      return data.p;
    },
  };
}
