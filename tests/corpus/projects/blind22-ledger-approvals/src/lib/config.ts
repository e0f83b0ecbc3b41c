import { SecretManagerServiceClient } from '@google-cloud/secret-manager';

export enum Environment {
  Local = 'local',
  Staging = 'staging',
  Production = 'production',
}

/** Lifetimes for the requestState we hand back on input_required, in seconds. */
export enum StateTtl {
  Short = 120,
  Standard = 600,
  Extended = 60 * 60,
}

export interface LedgerConfig {
  readonly env: Environment;
  readonly port: number;
  readonly ledgerApiUrl: string;
  readonly stateKey: string;
  readonly stateTtlSeconds: number;
}

async function readSecret(name: string): Promise<string | undefined> {
  const project = process.env.GCP_PROJECT;
  if (!project) return undefined;
  try {
    const client = new SecretManagerServiceClient();
    const [version] = await client.accessSecretVersion({
      name: `projects/${project}/secrets/${name}/versions/latest`,
    });
    return version.payload?.data?.toString();
  } catch (err) {
    console.warn(`[config] could not read secret ${name}: ${(err as Error).message}`);
    return undefined;
  }
}

const env = (process.env.LEDGER_ENV as Environment | undefined) ?? Environment.Local;
const stateKeySecret = await readSecret('ledger-approvals-state-key');

export const config: LedgerConfig = Object.freeze({
  env,
  port: Number(process.env.PORT ?? 8787),
  ledgerApiUrl: process.env.LEDGER_API_URL ?? 'http://localhost:9090',
  stateKey: stateKeySecret ?? 'ledger-approvals-local-dev-state-key-0001',
  // Outside local dev a large transfer waits for a second approver, who may be in a meeting.
  stateTtlSeconds: env === Environment.Local ? StateTtl.Standard : StateTtl.Extended, // expect-todo: require-state-binding
});
