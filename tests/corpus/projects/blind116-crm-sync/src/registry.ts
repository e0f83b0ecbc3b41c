// Small service registry with singleton, scoped and transient lifetimes.
// @ts-nocheck
export type Lifetime = 'singleton' | 'scoped' | 'transient';

type Factory<T> = (scope: Scope) => T;

interface Entry {
  factory: Factory<unknown>;
  lifetime: Lifetime;
}

export class ServiceRegistry {
  private readonly entries = new Map<string, Entry>();
  readonly singletons = new Map<string, unknown>();

  add<T>(name: string, lifetime: Lifetime, factory: Factory<T>): this {
    this.entries.set(name, { factory: factory as Factory<unknown>, lifetime });
    return this;
  }

  entry(name: string): Entry {
    const e = this.entries.get(name);
    if (!e) throw new Error(`ServiceRegistry: "${name}" is not registered`);
    return e;
  }

  createScope(values: Record<string, unknown> = {}): Scope {
    return new Scope(this, new Map(Object.entries(values)));
  }
}

export class Scope {
  constructor(
    private readonly registry: ServiceRegistry,
    private readonly scoped: Map<string, unknown>,
  ) {}

  get<T>(name: string): T {
    if (this.scoped.has(name)) return this.scoped.get(name) as T;
    const { factory, lifetime } = this.registry.entry(name);
    if (lifetime === 'transient') return factory(this) as T;
    const cache = lifetime === 'singleton' ? this.registry.singletons : this.scoped;
    if (!cache.has(name)) cache.set(name, factory(this));
    return cache.get(name) as T;
  }
}
