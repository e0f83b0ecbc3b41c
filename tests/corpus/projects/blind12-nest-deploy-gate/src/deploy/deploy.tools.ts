import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Octokit } from '@octokit/rest';
import {
  DeployStateService,
  GateUser,
  ROLLBACK_SIGNER,
  RollbackSigner,
  SnapshotCipher,
} from '../state';

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
}

type ToolHandler = (args: Record<string, any>, params: CallParams, user: GateUser) => Promise<object>;

interface DeployClaims {
  repo: string;
  ref: string;
  sha: string;
  environment: string;
  githubToken: string;
}

interface PromoteClaims {
  sub: string;
  tool: 'promote_snapshot';
  snapshotId: string;
  targetEnv: string;
  exp: number;
}

const confirm = (key: string, message: string) => ({
  [key]: {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Yes, go ahead' } },
        required: ['confirm'],
      },
    },
  },
});

const accepted = (params: CallParams, key: string) =>
  params.inputResponses?.[key]?.action === 'accept' && params.inputResponses[key].content?.confirm === true;

const text = (t: string) => ({ content: [{ type: 'text', text: t }] });

@Injectable()
export class DeployTools {
  readonly catalog = [
    { name: 'deploy_release', description: 'Deploy a git ref to an environment', annotations: { destructiveHint: true } },
    { name: 'rollback_release', description: 'Roll a service back to a previous revision', annotations: { destructiveHint: true } },
    { name: 'promote_snapshot', description: 'Promote a database snapshot into an environment', annotations: { destructiveHint: true } },
  ];

  private readonly handlers: Record<string, ToolHandler> = {
    deploy_release: (a, p, u) => this.deployRelease(a, p, u),
    rollback_release: (a, p, u) => this.rollbackRelease(a, p, u),
    promote_snapshot: (a, p, u) => this.promoteSnapshot(a, p, u),
  };

  constructor(
    private readonly state: DeployStateService,
    @Inject(ROLLBACK_SIGNER) private readonly rollbackSigner: RollbackSigner,
    private readonly snapshots: SnapshotCipher,
    private readonly config: ConfigService,
  ) {}

  call(params: CallParams, user: GateUser): Promise<object> {
    const handler = this.handlers[params.name];
    if (!handler) throw new BadRequestException(`unknown tool ${params.name}`);
    return handler(params.arguments ?? {}, params, user);
  }

  private async githubTokenFor(user: GateUser): Promise<string> {
    const res = await fetch(`${this.config.getOrThrow('CRED_BROKER_URL')}/v1/github/user-token/${user.id}`, {
      headers: { authorization: `Bearer ${this.config.getOrThrow('CRED_BROKER_TOKEN')}` },
    });
    if (!res.ok) throw new ForbiddenException('no GitHub credentials linked');
    return ((await res.json()) as { token: string }).token;
  }

  private async deployRelease(args: Record<string, any>, params: CallParams, user: GateUser) {
    const { repo, ref, environment } = args as { repo: string; ref: string; environment: string };
    const [owner, name] = repo.split('/');

    if (!params.requestState) {
      const githubToken = await this.githubTokenFor(user);
      const gh = new Octokit({ auth: githubToken });
      const { data: meta } = await gh.repos.get({ owner, repo: name });
      if (!meta.permissions?.push) throw new ForbiddenException(`${user.login} cannot deploy ${repo}`);
      const { data: commit } = await gh.repos.getCommit({ owner, repo: name, ref });

      const requestState = await this.state.issue(user, 'deploy_release', {
        repo,
        ref,
        sha: commit.sha,
        environment,
        githubToken, // expect: no-secrets-in-state
      });
      return {
        resultType: 'input_required',
        inputRequests: confirm('deploy', `Deploy ${repo}@${commit.sha.slice(0, 7)} to ${environment}?`),
        requestState,
      };
    }

    const claims = await this.state.verify<DeployClaims>(params.requestState, user, 'deploy_release');
    if (claims.repo !== repo || claims.ref !== ref || claims.environment !== environment) {
      throw new ForbiddenException('arguments changed since confirmation');
    }
    if (!accepted(params, 'deploy')) return text('Deployment cancelled.');

    const gh = new Octokit({ auth: claims.githubToken });
    const { data: deployment } = await gh.repos.createDeployment({
      owner,
      repo: name,
      ref: claims.sha,
      environment,
      auto_merge: false,
      required_contexts: [],
      payload: { requestedBy: user.login },
    });
    return text(`Deployment ${'id' in deployment ? deployment.id : '?'} created for ${environment}.`);
  }

  private async rollbackRelease(args: Record<string, any>, params: CallParams, user: GateUser) {
    const service = String(args.service);
    const toRevision = Number(args.toRevision);

    if (!params.requestState) {
      return {
        resultType: 'input_required',
        inputRequests: confirm('rollback', `Roll ${service} back to revision ${toRevision}?`),
        requestState: this.rollbackSigner.mint({ sub: user.id, tool: 'rollback_release', service, toRevision }),
      };
    }

    this.rollbackSigner.check(params.requestState, user.id, service, toRevision);
    if (!accepted(params, 'rollback')) return text('Rollback cancelled.');

    const res = await fetch(`${this.config.getOrThrow('RELEASER_URL')}/services/${service}/rollback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ toRevision, requestedBy: user.login }),
    });
    return text(res.ok ? `Rolling ${service} back to r${toRevision}.` : `Releaser said ${res.status}`);
  }

  private async promoteSnapshot(args: Record<string, any>, params: CallParams, user: GateUser) {
    const snapshotId = String(args.snapshotId);
    const targetEnv = String(args.targetEnv);

    if (!params.requestState) {
      const claims: PromoteClaims = {
        sub: user.id,
        tool: 'promote_snapshot',
        snapshotId,
        targetEnv,
        exp: Date.now() + 5 * 60 * 1000,
      };
      return {
        resultType: 'input_required',
        inputRequests: confirm('promote', `Overwrite the ${targetEnv} database with snapshot ${snapshotId}?`),
        requestState: this.snapshots.encrypt(claims), // expect: require-sealed-state
      };
    }

    const claims = this.snapshots.decrypt<PromoteClaims>(params.requestState); // expect: require-sealed-state
    if (claims.sub !== user.id || claims.tool !== 'promote_snapshot' || claims.exp <= Date.now()) {
      throw new ForbiddenException('Invalid or expired requestState');
    }
    if (claims.snapshotId !== snapshotId || claims.targetEnv !== targetEnv) {
      throw new ForbiddenException('arguments changed since confirmation');
    }
    if (!accepted(params, 'promote')) return text('Promotion cancelled.');

    await fetch(`${this.config.getOrThrow('DBOPS_URL')}/snapshots/${snapshotId}/promote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ environment: targetEnv, requestedBy: user.login }),
    });
    return text(`Promoting ${snapshotId} into ${targetEnv}.`);
  }
}
