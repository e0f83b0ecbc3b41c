import { Injectable, Logger, OnModuleInit } from '@nestjs/common';

@Injectable()
export class VaultService implements OnModuleInit {
  private readonly log = new Logger(VaultService.name);
  private readonly addr = process.env.VAULT_ADDR ?? 'http://127.0.0.1:8200';
  clientToken = '';

  async onModuleInit(): Promise<void> {
    const res = await fetch(`${this.addr}/v1/auth/kubernetes/login`, {
      method: 'POST',
      body: JSON.stringify({ role: 'vault-rotator', jwt: process.env.K8S_SA_TOKEN }),
    });
    const body = (await res.json()) as { auth: { client_token: string } };
    this.clientToken = body.auth.client_token;
    this.log.log('logged in to vault');
  }

  async currentVersion(path: string): Promise<number> {
    const res = await fetch(`${this.addr}/v1/secret/metadata/${path}`, { headers: { 'X-Vault-Token': this.clientToken } });
    return ((await res.json()) as { data: { current_version: number } }).data.current_version;
  }

  async rotate(path: string, token: string, value: string): Promise<number> {
    const res = await fetch(`${this.addr}/v1/secret/data/${path}`, {
      method: 'POST',
      headers: { 'X-Vault-Token': token },
      body: JSON.stringify({ data: { value } }),
    });
    return ((await res.json()) as { data: { version: number } }).data.version;
  }
}
