// Tiny dependency container supporting singleton and transient registrations.
// @ts-nocheck
export type Lifetime = 'singleton' | 'transient';
export type Factory<T> = (c: Container) => T;

interface Registration<T = unknown> {
  factory: Factory<T>;
  lifetime: Lifetime;
  instance?: T;
}

/** Deliberately tiny: we have six services and don't want a decorator framework. */
export class Container {
  private readonly registrations = new Map<string, Registration>();

  register<T>(name: string, factory: Factory<T>, lifetime: Lifetime = 'singleton'): this {
    if (this.registrations.has(name)) {
      throw new Error(`service already registered: ${name}`);
    }
    this.registrations.set(name, { factory, lifetime });
    return this;
  }

  resolve<T>(name: string): T {
    const reg = this.registrations.get(name) as Registration<T> | undefined;
    if (!reg) throw new Error(`unknown service: ${name}`);
    if (reg.lifetime === 'transient') return reg.factory(this);
    if (reg.instance === undefined) reg.instance = reg.factory(this);
    return reg.instance;
  }

  has(name: string): boolean {
    return this.registrations.has(name);
  }
}

export const TOKENS = {
  config: 'config',
  clock: 'clock',
  sealer: 'stateSealer',
  tickets: 'ticketApi',
} as const;
