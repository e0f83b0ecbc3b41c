// Release model and kubectl-based rolling and blue-green rollout strategies.
// @ts-nocheck
export interface Release {
  service: string;
  version: string;
  deployedAt: Date;
}

export interface RolloutStrategy {
  readonly kind: string;
  apply(release: Release): Promise<string>;
}

abstract class KubectlStrategy implements RolloutStrategy {
  abstract readonly kind: string;
  protected constructor(protected readonly namespace: string) {}

  protected async kubectl(...argv: string[]): Promise<string> {
    // The real runner shells out; the fake keeps the demo self-contained.
    return `kubectl -n ${this.namespace} ${argv.join(' ')}`;
  }

  abstract apply(release: Release): Promise<string>;
}

export class RollingStrategy extends KubectlStrategy {
  readonly kind = 'rolling';
  constructor(namespace: string) {
    super(namespace);
  }
  apply(release: Release): Promise<string> {
    return this.kubectl('set', 'image', `deployment/${release.service}`, `${release.service}=${release.version}`);
  }
}

export class BlueGreenStrategy extends KubectlStrategy {
  readonly kind = 'blue-green';
  constructor(namespace: string) {
    super(namespace);
  }
  async apply(release: Release): Promise<string> {
    const staged = await this.kubectl('apply', '-f', `releases/${release.service}-${release.version}.yaml`);
    const flip = await this.kubectl('patch', 'service', release.service, '-p', `{"spec":{"selector":{"version":"${release.version}"}}}`);
    return `${staged}\n${flip}`;
  }
}
