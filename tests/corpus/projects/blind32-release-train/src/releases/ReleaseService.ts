import { Result, ReleaseError } from '../shared/result.js';
import type { Deployment, Release, ReleaseRepository } from './ReleaseRepository.js';

export interface Principal {
  readonly userId: string;
  readonly groups: readonly string[];
}

export interface PromotionPlan {
  readonly releaseId: string;
  readonly service: string;
  readonly fromVersion: string | undefined;
  readonly toVersion: string;
  readonly environment: string;
}

export interface RollbackPlan {
  readonly service: string;
  readonly environment: string;
  readonly fromVersion: string;
  readonly toVersion: string;
  readonly releaseId: string;
}

export class ReleaseService {
  constructor(
    private readonly releases: ReleaseRepository,
    private readonly protectedEnvironments: readonly string[],
  ) {}

  async planPromotion(who: Principal, releaseId: string, environment: string): Promise<Result<PromotionPlan, ReleaseError>> {
    const release = await this.releases.findRelease(releaseId);
    if (!release) return Result.err(new ReleaseError(`Release ${releaseId} does not exist`, 'not_found'));
    const denied = this.authorize(who, release.service, environment);
    if (denied) return Result.err(denied);
    return Result.ok({
      releaseId: release.id,
      service: release.service,
      fromVersion: await this.releases.currentVersion(release.service, environment),
      toVersion: release.version,
      environment,
    });
  }

  async planRollback(
    who: Principal,
    service: string,
    environment: string,
    toVersion: string,
  ): Promise<Result<RollbackPlan, ReleaseError>> {
    const denied = this.authorize(who, service, environment);
    if (denied) return Result.err(denied);
    const current = await this.releases.currentVersion(service, environment);
    if (!current) return Result.err(new ReleaseError(`${service} is not deployed to ${environment}`, 'not_found'));
    const target = await this.releases.findByVersion(service, toVersion);
    if (!target) return Result.err(new ReleaseError(`${service}@${toVersion} was never built`, 'not_found'));
    if (target.environments[environment] !== 'superseded') {
      return Result.err(new ReleaseError(`${service}@${toVersion} never ran in ${environment}`, 'conflict'));
    }
    return Result.ok({ service, environment, fromVersion: current, toVersion, releaseId: target.id });
  }

  async execute(who: Principal, releaseId: string, environment: string): Promise<Result<Deployment, ReleaseError>> {
    const release = await this.releases.findRelease(releaseId);
    if (!release) return Result.err(new ReleaseError(`Release ${releaseId} does not exist`, 'not_found'));
    const denied = this.authorize(who, release.service, environment);
    if (denied) return Result.err(denied);
    return Result.ok(await this.releases.deploy(release.id, environment, who.userId));
  }

  async registerBuild(service: string, version: string, commitSha: string): Promise<Release> {
    return this.releases.registerBuild(service, version, commitSha);
  }

  private authorize(who: Principal, service: string, environment: string): ReleaseError | undefined {
    const owner = who.groups.includes(`svc-${service}-owners`);
    if (this.protectedEnvironments.includes(environment) && !(owner || who.groups.includes('release-managers'))) {
      return new ReleaseError(`Only ${service} owners or release managers can deploy to ${environment}`, 'forbidden');
    }
    if (!owner && !who.groups.includes('release-managers') && !who.groups.includes('engineering')) {
      return new ReleaseError('You are not allowed to deploy', 'forbidden');
    }
    return undefined;
  }
}
