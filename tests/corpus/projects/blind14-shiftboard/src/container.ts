/** A typed DI token is just a Symbol carrying its service type. */
export type Token<T> = symbol & { readonly __type?: T };
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

type Factory<T> = (c: Container) => T;

/** Minimal container: factories registered up front, instances built on first resolve. */
export class Container {
  readonly #factories = new Map<symbol, Factory<unknown>>();
  readonly #instances = new Map<symbol, unknown>();

  register<T>(key: Token<T>, factory: Factory<T>): this {
    this.#factories.set(key, factory);
    return this;
  }

  resolve<T>(key: Token<T>): T {
    if (!this.#instances.has(key)) {
      const factory = this.#factories.get(key);
      if (!factory) throw new Error(`nothing registered for ${key.description}`);
      this.#instances.set(key, factory(this));
    }
    return this.#instances.get(key) as T;
  }
}
