/**
 * Tiny service locator. Modules register factories at startup and resolve by name; a factory runs
 * once, on first resolve, and gets the container so it can pull its own dependencies.
 */
export class Container {
  #factories = new Map();
  #instances = new Map();
  #resolving = new Set();

  register(name, factory) {
    if (this.#factories.has(name)) throw new Error(`service ${name} registered twice`);
    this.#factories.set(name, factory);
    return this;
  }

  resolve(name) {
    if (this.#instances.has(name)) return this.#instances.get(name);
    const factory = this.#factories.get(name);
    if (!factory) throw new Error(`no service named ${name}`);
    if (this.#resolving.has(name)) throw new Error(`circular dependency on ${name}`);
    this.#resolving.add(name);
    try {
      const instance = factory(this);
      this.#instances.set(name, instance);
      return instance;
    } finally {
      this.#resolving.delete(name);
    }
  }

  has(name) {
    return this.#factories.has(name);
  }
}

export const container = new Container();
