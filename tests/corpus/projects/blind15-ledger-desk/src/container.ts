/**
 * A deliberately tiny service container. Services are registered as factories
 * under global symbols so that plugins loaded from other bundles resolve the
 * same instances (Symbol.for is realm-wide).
 */
export type Factory<T> = (container: Container) => T;

export const TOKENS = {
  config: Symbol.for('ledger-desk.config'),
  clock: Symbol.for('ledger-desk.clock'),
  sealer: Symbol.for('ledger-desk.state-sealer'),
  guard: Symbol.for('ledger-desk.state-guard'),
  ledger: Symbol.for('ledger-desk.ledger-service'),
} as const;

export class Container {
  readonly #factories = new Map<symbol, Factory<unknown>>();
  readonly #instances = new Map<symbol, unknown>();
  readonly #resolving = new Set<symbol>();

  register<T>(token: symbol, factory: Factory<T>): this {
    if (this.#factories.has(token)) {
      throw new Error(`service already registered: ${String(token.description)}`);
    }
    this.#factories.set(token, factory);
    return this;
  }

  value<T>(token: symbol, instance: T): this {
    this.#instances.set(token, instance);
    return this;
  }

  resolve<T>(token: symbol): T {
    if (this.#instances.has(token)) return this.#instances.get(token) as T;
    const factory = this.#factories.get(token);
    if (!factory) throw new Error(`no provider for ${String(token.description)}`);
    if (this.#resolving.has(token)) throw new Error(`circular dependency at ${String(token.description)}`);
    this.#resolving.add(token);
    try {
      const instance = factory(this) as T;
      this.#instances.set(token, instance);
      return instance;
    } finally {
      this.#resolving.delete(token);
    }
  }
}
