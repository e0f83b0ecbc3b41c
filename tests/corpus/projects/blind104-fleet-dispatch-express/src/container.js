// Minimal dependency-injection container with lazily built singletons.
export class Container {
  #factories = new Map();
  #instances = new Map();
  #resolving = new Set();

  register(name, factory) {
    if (this.#factories.has(name)) throw new Error(`service ${name} already registered`);
    this.#factories.set(name, factory);
    return this;
  }

  value(name, instance) {
    this.#instances.set(name, instance);
    return this;
  }

  resolve(name) {
    if (this.#instances.has(name)) return this.#instances.get(name);
    const factory = this.#factories.get(name);
    if (!factory) throw new Error(`unknown service ${name}`);
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

  async dispose() {
    for (const instance of this.#instances.values()) {
      if (instance && typeof instance.close === 'function') await instance.close();
    }
    this.#instances.clear();
  }
}
