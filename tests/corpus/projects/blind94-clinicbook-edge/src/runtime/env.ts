// Reads configuration from whichever runtime hosts the server: Workers bindings, Deno, Bun or Node.
// @ts-nocheck
export type Bindings = Record<string, unknown>;

export function runtimeName(): 'workers' | 'deno' | 'bun' | 'node' {
  const g = globalThis as any;
  if (g.Deno?.version) return 'deno';
  if (g.Bun?.version) return 'bun';
  if (g.process?.versions?.node) return 'node';
  return 'workers';
}

export function readVar(name: string, bindings?: Bindings): string | undefined {
  const bound = bindings?.[name];
  if (typeof bound === 'string') return bound;
  const g = globalThis as any;
  switch (runtimeName()) {
    case 'deno':
      return g.Deno.env.get(name) ?? undefined;
    case 'bun':
      return g.Bun.env[name];
    case 'node':
      return g.process.env[name];
    default:
      return undefined;
  }
}

export function requireVar(name: string, bindings?: Bindings): string {
  const value = readVar(name, bindings)?.trim();
  if (!value) throw new Error(`${name} is not configured for the ${runtimeName()} runtime`);
  return value;
}
