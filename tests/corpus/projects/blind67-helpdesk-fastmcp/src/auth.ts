import type { IncomingMessage } from 'node:http';
import { fetchAgentProfile } from './zendesk.js';

// What fastmcp hands every tool as `context.session`.
export type AgentSession = {
  agentId: string;
  email: string;
  // The MCP host sends the agent's own Zendesk OAuth token; we act on Zendesk with it.
  zendeskToken: string;
  [key: string]: unknown;
};

export async function authenticate(request: IncomingMessage): Promise<AgentSession> {
  const header = request.headers.authorization ?? '';
  const [scheme, credential] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !credential) {
    throw new Response(null, { status: 401, statusText: 'Missing bearer token' });
  }
  const profile = await fetchAgentProfile(credential);
  if (!profile) {
    throw new Response(null, { status: 403, statusText: 'Not a Zendesk agent' });
  }
  return { agentId: String(profile.id), email: profile.email, zendeskToken: credential };
}
