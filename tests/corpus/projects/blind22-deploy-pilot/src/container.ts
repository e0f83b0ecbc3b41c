export type Factory<T> = (container: Container) => T;

/** Minimal DI container: factories are registered by token and resolved once (singletons). */
export class Container {
  readonly #factories = new Map<symbol, Factory<unknown>>();
  readonly #instances = new Map<symbol, unknown>();

  register<T>(token: symbol, factory: Factory<T>): this {
    this.#factories.set(token, factory);
    this.#instances.delete(token);
    return this;
  }

  resolve<T>(token: symbol): T {
    if (!this.#instances.has(token)) {
      const factory = this.#factories.get(token);
      if (!factory) throw new Error(`No provider registered for ${token.description ?? 'anonymous token'}`);
      this.#instances.set(token, factory(this));
    }
    return this.#instances.get(token) as T;
  }
}

export const Tokens = {
  StateSecret: Symbol('StateSecret'),
  StateSigner: Symbol('StateSigner'),
  Platform: Symbol('Platform'),
} as const;
