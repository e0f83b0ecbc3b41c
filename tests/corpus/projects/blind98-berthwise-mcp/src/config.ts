// Runtime configuration for the Berthwise MCP server, read once from the environment at start-up.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function fromFile(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return readFileSync(path, 'utf8').trim();
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  databaseUrl: required('DATABASE_URL'),
  portAuthorityUrl: process.env.PORT_AUTHORITY_URL ?? 'https://api.portauthority.example/berthing/v3',
  introspectionUrl: required('IDP_INTROSPECTION_URL'),
  introspectionClientId: required('IDP_CLIENT_ID'),
  introspectionClientSecret: fromFile(process.env.IDP_CLIENT_SECRET_FILE) ?? required('IDP_CLIENT_SECRET'),
  serviceToken: process.env.BERTHWISE_SERVICE_TOKEN,
  stateSecret: fromFile(process.env.STATE_SECRET_FILE) ?? process.env.STATE_SECRET ?? 'berthwise-local-state-secret-0001',
  supervisorRole: process.env.SUPERVISOR_ROLE ?? 'berth-supervisor',
});
