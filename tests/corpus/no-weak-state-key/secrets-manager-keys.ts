// Models an MCP SDK 1.x server loading its state and webhook keys from AWS Secrets Manager and a zod-validated config — every key use is fine.
// @ts-nocheck
import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import jwt from 'jsonwebtoken';

const client = new SecretsManagerClient({ region: process.env.AWS_REGION });

async function secret(id: string): Promise<string> {
  const result = await client.send(new GetSecretValueCommand({ SecretId: id }));
  if (!result.SecretString) throw new Error(`Secret ${id} is empty`);
  return result.SecretString;
}

const stateKey = Buffer.from(await secret('prod/mcp/state-key'), 'base64');
const { webhookSecret } = JSON.parse(await secret('prod/mcp/webhooks'));

const ConfigSchema = z.object({
  jwtSecret: z.string().min(32),
  stateKey: z.string().min(44),
  issuer: z.string().url(),
  region: z.string().default('eu-west-1'),
});
export const config = ConfigSchema.parse({
  jwtSecret: process.env.JWT_SECRET,
  stateKey: process.env.MCP_STATE_KEY,
  issuer: process.env.ISSUER_URL,
  region: process.env.AWS_REGION,
});

export function signState(body: string): string {
  return createHmac('sha256', stateKey).update(body).digest('base64url');
}

export function signStateWithConfig(body: string): string {
  return createHmac('sha256', Buffer.from(config.stateKey, 'base64')).update(body).digest('base64url');
}

export function signWebhook(timestamp: string, payload: string): string {
  return createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
}

export function serviceToken(audience: string): string {
  return jwt.sign({ aud: audience }, config.jwtSecret, { issuer: config.issuer, expiresIn: '5m' });
}

export async function rotateStateKey(): Promise<Buffer> {
  return Buffer.from(await secret('prod/mcp/state-key-next'), 'base64');
}

export function keyFingerprint(): string {
  return createHmac('sha256', stateKey).update('fingerprint').digest('hex').slice(0, 12);
}
