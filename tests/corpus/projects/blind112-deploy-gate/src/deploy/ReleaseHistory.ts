// Per-service release history with audit logging that can roll a service back to an earlier version.
// @ts-nocheck
import type { Release, RolloutStrategy } from './strategies.js';

type Constructor<T = {}> = new (...args: any[]) => T;

export function Audited<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    readonly auditTrail: string[] = [];
    audit(actor: string, message: string): void {
      this.auditTrail.push(`${new Date().toISOString()} ${actor}: ${message}`);
    }
  };
}

class ReleaseHistoryBase {
  readonly #byService = new Map<string, Release[]>();

  constructor(protected readonly strategy: RolloutStrategy) {}

  record(release: Release): void {
    const list = this.#byService.get(release.service) ?? [];
    list.push(release);
    this.#byService.set(release.service, list);
  }

  versions(service: string): string[] {
    return (this.#byService.get(service) ?? []).map((r) => r.version);
  }

  async rollback(service: string, version: string): Promise<string> {
    if (!this.versions(service).includes(version)) throw new Error(`${service} never ran ${version}`);
    const release = { service, version, deployedAt: new Date() };
    const out = await this.strategy.apply(release);
    this.record(release);
    return out;
  }
}

export class ReleaseHistory extends Audited(ReleaseHistoryBase) {}
