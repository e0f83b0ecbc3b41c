import type { IncomingMessage } from 'node:http';

/** One entry per support agent, provisioned by the ops team as a JSON array. */
interface AgentCredential {
  agent: string;
  token: string;
  queues: string[];
}

export interface Agent {
  id: string;
  queues: string[];
}

function loadCredentials(): AgentCredential[] {
  const raw = process.env.HELPDESK_AGENT_TOKENS;
  if (!raw) throw new Error('HELPDESK_AGENT_TOKENS is not set');
  const parsed = JSON.parse(raw) as AgentCredential[];
  for (const entry of parsed) {
    if (!entry.agent || !entry.token || !Array.isArray(entry.queues)) {
      throw new Error('HELPDESK_AGENT_TOKENS: every entry needs agent, token and queues');
    }
  }
  return parsed;
}

const credentials = loadCredentials();

export function authenticate(req: IncomingMessage): Agent | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, presented] = header.split(' ', 2);
  if (scheme?.toLowerCase() !== 'bearer' || !presented) return null;

  const match = credentials.find((entry) => entry.token === presented); // expect: no-timing-unsafe-compare
  return match ? { id: match.agent, queues: [...match.queues] } : null;
}
