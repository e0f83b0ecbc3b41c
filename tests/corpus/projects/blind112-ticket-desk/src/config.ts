// Loads the ticket desk's port, helpdesk URL and state secret from the environment.
// @ts-nocheck
export interface DeskConfig {
  readonly port: number;
  readonly helpdeskUrl: string;
  readonly stateSecret: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DeskConfig {
  return {
    port: Number(env.PORT ?? 8787),
    helpdeskUrl: env.HELPDESK_URL ?? 'https://helpdesk.internal.example/api/v2',
    stateSecret: env.TICKET_STATE_SECRET || 'ticket-desk-local-state-secret',
  };
}
