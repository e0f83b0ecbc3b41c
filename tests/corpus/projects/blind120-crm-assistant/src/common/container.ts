// Minimal dependency-injection container with an Injectable decorator.
// @ts-nocheck
type Ctor<T = unknown> = new (...args: any[]) => T;

const providers = new Map<Ctor, { deps: Ctor[]; instance?: unknown }>();

/** Minimal stand-in for Nest's @Injectable: records constructor deps explicitly. */
export function Injectable(...deps: Ctor[]) {
  return (target: Ctor) => {
    providers.set(target, { deps });
  };
}

export const Container = {
  resolve<T>(token: Ctor<T>): T {
    const entry = providers.get(token);
    if (!entry) throw new Error(`No provider for ${token.name}`);
    if (entry.instance === undefined) {
      entry.instance = new token(...entry.deps.map((d) => Container.resolve(d)));
    }
    return entry.instance as T;
  },
};
