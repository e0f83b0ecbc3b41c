// Builds and checks user, tool and argument-hash bindings for round-trip state.
// @ts-nocheck
import { createHash } from 'node:crypto';

export interface Binding {
  sub: string;
  tool: string;
  argsHash?: string;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsHash(args: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

export function bindTo(sub: string, tool: string, args?: Record<string, unknown>): Binding {
  return args ? { sub, tool, argsHash: argsHash(args) } : { sub, tool };
}

/** Pass `args` for tools whose effect depends on them; omit it for read-only tools. */
export function matchesBinding(
  state: Binding,
  sub: string,
  tool: string,
  args?: Record<string, unknown>,
): boolean {
  if (state.sub !== sub || state.tool !== tool) return false;
  if (args !== undefined && state.argsHash !== argsHash(args)) return false;
  return true;
}
