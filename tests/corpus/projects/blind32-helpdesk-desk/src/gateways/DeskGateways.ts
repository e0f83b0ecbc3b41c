import { DeskError } from '../shared/result.js';

export type TicketStatus = 'new' | 'open' | 'pending' | 'solved' | 'closed';

export interface Ticket {
  readonly id: string;
  readonly number: number;
  readonly subject: string;
  readonly status: TicketStatus;
  readonly product: string;
  readonly priority: 'low' | 'normal' | 'high' | 'urgent';
  readonly requesterEmail: string;
  readonly assigneeId: string | null;
  readonly customerTier: 'free' | 'pro' | 'enterprise';
}

export interface TicketRepository {
  get(id: string): Promise<Ticket | undefined>;
  merge(sourceId: string, targetId: string, actorId: string): Promise<Ticket>;
  addInternalNote(ticketId: string, body: string, authorId: string): Promise<void>;
}

async function expectJson<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new DeskError('upstream', `${what} failed with HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Tickets live in the vendor desk; this talks to its REST API with the integration key. */
export class DeskApiTicketRepository implements TicketRepository {
  constructor(
    private readonly baseUrl: URL,
    private readonly apiKey: string,
  ) {}

  async get(id: string): Promise<Ticket | undefined> {
    const res = await fetch(new URL(`/api/v2/tickets/${encodeURIComponent(id)}`, this.baseUrl), {
      headers: this.headers(),
    });
    if (res.status === 404) return undefined;
    return (await expectJson<{ ticket: Ticket }>(res, 'Ticket lookup')).ticket;
  }

  async merge(sourceId: string, targetId: string, actorId: string): Promise<Ticket> {
    const res = await fetch(new URL(`/api/v2/tickets/${encodeURIComponent(targetId)}/merge`, this.baseUrl), {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [sourceId], actor_id: actorId, source_comment_public: false }),
    });
    return (await expectJson<{ ticket: Ticket }>(res, 'Ticket merge')).ticket;
  }

  async addInternalNote(ticketId: string, body: string, authorId: string): Promise<void> {
    const res = await fetch(new URL(`/api/v2/tickets/${encodeURIComponent(ticketId)}/comments`, this.baseUrl), {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ body, public: false, author_id: authorId }),
    });
    await expectJson<unknown>(res, 'Adding a note');
  }

  private headers(): Record<string, string> {
    return { authorization: `Basic ${Buffer.from(`integration/token:${this.apiKey}`).toString('base64')}` };
  }
}

export interface JiraIssueDraft {
  readonly project: string;
  readonly summary: string;
  readonly severity: string;
  readonly description: string;
  readonly deskTicketUrl: string;
}

/**
 * Engineering's Jira trusts the same identity provider, so issues are created with the
 * agent's own access token and show up as reported by that agent.
 */
export class JiraGateway {
  constructor(private readonly baseUrl: URL) {}

  async createIssue(agentAccessToken: string, draft: JiraIssueDraft): Promise<string> {
    const res = await fetch(new URL('/rest/api/3/issue', this.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${agentAccessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: {
          project: { key: draft.project },
          issuetype: { name: 'Bug' },
          summary: draft.summary,
          labels: ['from-support', draft.severity],
          description: `${draft.description}\n\nSupport ticket: ${draft.deskTicketUrl}`,
        },
      }),
    });
    return (await expectJson<{ key: string }>(res, 'Jira issue creation')).key;
  }
}
