// Injectable config that loads the CRM API settings and the state signing key from the environment.
// @ts-nocheck
import { Injectable } from '../common/container';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

@Injectable()
export class SecretsConfig {
  readonly crmApiKey = required('CRM_API_KEY');
  readonly crmBaseUrl = process.env.CRM_BASE_URL ?? 'https://api.crm.example.com/v3';

  private readonly stateKey = Buffer.from(required('CRM_STATE_SIGNING_KEY'), 'base64');

  constructor() {
    if (this.stateKey.length < 32) {
      throw new Error('CRM_STATE_SIGNING_KEY must decode to at least 32 bytes');
    }
  }

  get stateSigningKey(): Buffer {
    return this.stateKey;
  }
}
