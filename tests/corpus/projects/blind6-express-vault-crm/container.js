'use strict';

class Container {
  constructor() {
    this.factories = new Map();
    this.instances = new Map();
  }

  register(name, deps, factory) {
    this.factories.set(name, { deps, factory });
    return this;
  }

  async resolve(name) {
    if (this.instances.has(name)) return this.instances.get(name);
    const entry = this.factories.get(name);
    if (!entry) throw new Error(`nothing registered as ${name}`);
    const resolved = [];
    for (const dep of entry.deps) resolved.push(await this.resolve(dep));
    const pending = Promise.resolve(entry.factory(...resolved));
    this.instances.set(name, pending);
    return pending;
  }
}

module.exports = { Container };
