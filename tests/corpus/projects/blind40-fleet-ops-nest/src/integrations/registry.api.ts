import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { ToolContext } from '../mcp/mcp-tool.js';

/** Harbor credentials are per person: robot accounts are not allowed to promote to prod. */
export interface RegistryLogin {
  username: string;
  password: string;
}

export const REGISTRY_LOGIN_KEY = 'registry_login';

export function registryLoginRequest(repository: string) {
  return inputRequired.elicit({
    message: `Sign in to the image registry to promote ${repository}.`,
    requestedSchema: {
      type: 'object',
      properties: {
        username: { type: 'string', title: 'Registry user' },
        password: { type: 'string', title: 'Password or CLI secret', format: 'password' },
      },
      required: ['username', 'password'],
    },
  });
}

export function readRegistryLogin(ctx: ToolContext): RegistryLogin | undefined {
  return acceptedContent<RegistryLogin>(ctx.mcpReq.inputResponses, REGISTRY_LOGIN_KEY);
}

@Injectable()
export class RegistryApi {
  private readonly baseUrl: string;

  constructor(config: ConfigService) {
    this.baseUrl = config.getOrThrow<string>('REGISTRY_URL');
  }

  async listTags(login: RegistryLogin, repository: string): Promise<string[]> {
    const res = await fetch(`${this.baseUrl}/api/v2.0/projects/apps/repositories/${encodeURIComponent(repository)}/artifacts?with_tag=true`, {
      headers: { authorization: basic(login) },
    });
    if (res.status === 401) throw new Error('registry rejected the credentials');
    const artifacts = (await res.json()) as Array<{ tags?: Array<{ name: string }> }>;
    return artifacts.flatMap((a) => a.tags?.map((t) => t.name) ?? []);
  }

  async promote(login: RegistryLogin, repository: string, tag: string, environment: string): Promise<string> {
    const res = await fetch(`${this.baseUrl}/api/v2.0/projects/${environment}/repositories/${encodeURIComponent(repository)}/artifacts?from=apps/${repository}:${tag}`, {
      method: 'POST',
      headers: { authorization: basic(login) },
    });
    if (!res.ok) throw new Error(`promotion failed with ${res.status}`);
    return res.headers.get('location') ?? `${environment}/${repository}:${tag}`;
  }
}

function basic({ username, password }: RegistryLogin): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}
