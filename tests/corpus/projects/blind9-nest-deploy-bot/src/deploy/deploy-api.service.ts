import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export interface ProjectCredentials {
  token: string;
  teamId: string;
  expiresAt: number;
}

export interface Release {
  id: string;
  project: string;
  environment: 'production' | 'staging';
  commit: string;
  createdAt: string;
}

@Injectable()
export class DeployApiService {
  private readonly logger = new Logger(DeployApiService.name);
  private readonly baseUrl: string;
  private readonly vaultUrl: string;
  private readonly vaultToken: string;

  constructor(config: ConfigService) {
    this.baseUrl = config.getOrThrow('DEPLOY_API_URL');
    this.vaultUrl = config.getOrThrow('VAULT_ADDR');
    this.vaultToken = config.getOrThrow('VAULT_TOKEN');
  }

  /** Short-lived, project-scoped deploy token minted by Vault's deploy engine. */
  async credentialsFor(project: string): Promise<ProjectCredentials> {
    const res = await fetch(`${this.vaultUrl}/v1/deploy/creds/${encodeURIComponent(project)}`, {
      headers: { 'x-vault-token': this.vaultToken },
    });
    if (!res.ok) throw new Error(`vault: ${res.status}`);
    const { data } = (await res.json()) as { data: { token: string; team_id: string; ttl: number } };
    return { token: data.token, teamId: data.team_id, expiresAt: Date.now() + data.ttl * 1000 };
  }

  private async call<T>(creds: Pick<ProjectCredentials, 'token' | 'teamId'>, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}?teamId=${creds.teamId}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${creds.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      this.logger.warn(`deploy api ${path} -> ${res.status}`);
      throw new Error(`deploy api ${res.status}`);
    }
    return (await res.json()) as T;
  }

  async branches(project: string, creds: ProjectCredentials): Promise<string[]> {
    return this.call<string[]>(creds, `/projects/${encodeURIComponent(project)}/branches`);
  }

  async createPreview(project: string, branch: string, creds: Pick<ProjectCredentials, 'token' | 'teamId'>) {
    return this.call<{ url: string; id: string }>(creds, `/projects/${encodeURIComponent(project)}/previews`, { branch });
  }

  async releases(project: string): Promise<Release[]> {
    const creds = await this.credentialsFor(project);
    return this.call<Release[]>(creds, `/projects/${encodeURIComponent(project)}/releases`);
  }

  async rollback(project: string, releaseId: string): Promise<{ status: string }> {
    const creds = await this.credentialsFor(project);
    return this.call(creds, `/projects/${encodeURIComponent(project)}/rollback`, { releaseId });
  }

  async promote(project: string, buildId: string, environment: string): Promise<{ status: string }> {
    const creds = await this.credentialsFor(project);
    return this.call(creds, `/projects/${encodeURIComponent(project)}/promote`, { buildId, environment });
  }
}
