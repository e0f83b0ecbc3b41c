import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';

export interface Agent {
  id: string;
  email: string;
  team: string;
  zendeskSubdomain: string;
  /** Personal Zendesk API token, used to mirror escalations upstream. */
  zendeskApiToken: string;
}

export interface Ticket {
  id: string;
  subject: string;
  status: 'open' | 'pending' | 'escalated' | 'closed';
  assignee?: string;
}

@Injectable()
export class TicketsService {
  private readonly tickets = new Map<string, Ticket>();
  private readonly agents = new Map<string, Agent>();
  private readonly sessions = new Map<string, string>(); // sha256(access token) -> agent id

  constructor() {
    if (process.env.SEED_DEMO === '1') this.seed();
  }

  private static fingerprint(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  agentForAccessToken(token: string): Agent | undefined {
    const agentId = this.sessions.get(TicketsService.fingerprint(token));
    return agentId ? this.agents.get(agentId) : undefined;
  }

  agent(id: string): Agent {
    const agent = this.agents.get(id);
    if (!agent) throw new NotFoundException(`no agent ${id}`);
    return agent;
  }

  get(id: string): Ticket {
    const ticket = this.tickets.get(id);
    if (!ticket) throw new NotFoundException(`no ticket ${id}`);
    return ticket;
  }

  escalate(id: string, team: string): Ticket {
    const ticket = this.get(id);
    ticket.status = 'escalated';
    ticket.assignee = team;
    return ticket;
  }

  remove(id: string): boolean {
    return this.tickets.delete(id);
  }

  private seed(): void {
    this.agents.set('a-1', {
      id: 'a-1',
      email: 'kim@example.com',
      team: 'tier2',
      zendeskSubdomain: 'example',
      zendeskApiToken: process.env.DEMO_ZENDESK_TOKEN ?? '',
    });
    const demoToken = process.env.DEMO_ACCESS_TOKEN;
    if (demoToken) this.sessions.set(TicketsService.fingerprint(demoToken), 'a-1');
    this.tickets.set('T-100', { id: 'T-100', subject: 'Printer on fire', status: 'open' });
    this.tickets.set('T-101', { id: 'T-101', subject: 'VPN drops hourly', status: 'pending' });
  }
}
