import type { StateSealer } from './lib/webcrypto-seal';

export interface Bindings {
  HELPDESK_API: string;
  STATE_SECRET?: string;
  TOKEN_EXCHANGE_URL: string;
}

export interface Agent {
  id: string;
  email: string;
  orgId: string;
  /** Helpdesk API token obtained through token exchange for this agent. */
  upstreamToken: string;
}

export type Variables = {
  agent: Agent;
  sealer: StateSealer;
  stateTtlMs: number;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };

export interface ToolCallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}
