/** A deliberately small DI container: named tokens, lazy singletons, no decorators. */

export type Token<T> = symbol & { readonly __type?: T };

export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

type Factory<T> = (c: Container) => T;

export class Container {
  private readonly factories = new Map<symbol, Factory<unknown>>();
  private readonly instances = new Map<symbol, unknown>();

  register<T>(key: Token<T>, factory: Factory<T>): this {
    this.factories.set(key, factory);
    this.instances.delete(key);
    return this;
  }

  value<T>(key: Token<T>, instance: T): this {
    this.instances.set(key, instance);
    return this;
  }

  resolve<T>(key: Token<T>): T {
    if (this.instances.has(key)) return this.instances.get(key) as T;
    const factory = this.factories.get(key);
    if (!factory) throw new Error(`Nothing registered for ${key.description}`);
    const instance = factory(this) as T;
    this.instances.set(key, instance);
    return instance;
  }
}
