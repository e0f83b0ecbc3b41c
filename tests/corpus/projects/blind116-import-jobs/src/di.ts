// Typed service-key locator with lazily created instances.
// @ts-nocheck
export interface ServiceKey<T> {
  readonly id: symbol;
  readonly __type?: T;
}

export const key = <T>(name: string): ServiceKey<T> => ({ id: Symbol(name) });

type Provider<T> = (locator: Locator) => T;

export class Locator {
  readonly #providers = new Map<symbol, Provider<unknown>>();
  readonly #instances = new Map<symbol, unknown>();

  bind<T>(k: ServiceKey<T>, provider: Provider<T>): this {
    this.#providers.set(k.id, provider);
    return this;
  }

  value<T>(k: ServiceKey<T>, v: T): this {
    this.#instances.set(k.id, v);
    return this;
  }

  get<T>(k: ServiceKey<T>): T {
    if (this.#instances.has(k.id)) return this.#instances.get(k.id) as T;
    const provider = this.#providers.get(k.id);
    if (!provider) throw new Error(`no binding for ${k.id.description}`);
    const instance = provider(this) as T;
    this.#instances.set(k.id, instance);
    return instance;
  }
}
