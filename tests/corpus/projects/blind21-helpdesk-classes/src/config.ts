import { readFileSync } from 'node:fs';

export interface HelpdeskConfig {
  port: number;
  zendeskSubdomain: string;
  /** HMAC key for the requestState we hand to MCP clients between rounds. */
  stateKey: string;
  logLevel: 'debug' | 'info' | 'warn';
}

function readSecretFile(path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): HelpdeskConfig {
  return {
    port: Number(env.PORT ?? 8787),
    zendeskSubdomain: env.ZENDESK_SUBDOMAIN ?? 'acme',
    stateKey: readSecretFile(env.HELPDESK_STATE_KEY_FILE) ?? env.HELPDESK_STATE_KEY ?? 'helpdesk-dev-state-key',
    logLevel: (env.LOG_LEVEL as HelpdeskConfig['logLevel'] | undefined) ?? 'info',
  };
}
