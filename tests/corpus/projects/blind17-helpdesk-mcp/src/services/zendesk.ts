import type { AppConfig } from "../config.js";

export interface Ticket {
  id: number;
  subject: string;
  status: "new" | "open" | "pending" | "hold" | "solved" | "closed";
  priority: "low" | "normal" | "high" | "urgent" | null;
  requester_id: number;
  group_id: number | null;
}

export interface ExchangedToken {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
}

/**
 * Trades the MCP bearer token for a Zendesk OAuth token (RFC 8693 token
 * exchange). The exchange endpoint is slow (~600ms), so callers try to reuse
 * the result for the rest of a tool interaction.
 */
export async function exchangeForZendeskToken(
  cfg: AppConfig["zendesk"],
  subjectToken: string,
): Promise<ExchangedToken> {
  const res = await fetch(cfg.tokenExchangeUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: subjectToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:access_token",
      client_id: cfg.clientId,
      scope: "tickets:read tickets:write",
    }),
  });
  if (!res.ok) {
    throw new Error(`Zendesk token exchange failed: ${res.status}`);
  }
  return (await res.json()) as ExchangedToken;
}

export class ZendeskClient {
  private readonly base: string;

  constructor(subdomain: string, private readonly accessToken: string) {
    this.base = `https://${subdomain}.zendesk.com/api/v2`;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        "content-type": "application/json",
        ...(init.headers ?? {}),
      },
    });
    if (!res.ok) {
      throw new Error(`Zendesk ${init.method ?? "GET"} ${path} -> ${res.status}`);
    }
    return (await res.json()) as T;
  }

  async getTicket(id: number): Promise<Ticket> {
    const { ticket } = await this.call<{ ticket: Ticket }>(`/tickets/${id}.json`);
    return ticket;
  }

  async escalate(id: number, priority: Ticket["priority"], note: string, groupId?: number): Promise<Ticket> {
    const { ticket } = await this.call<{ ticket: Ticket }>(`/tickets/${id}.json`, {
      method: "PUT",
      body: JSON.stringify({
        ticket: {
          priority,
          ...(groupId ? { group_id: groupId } : {}),
          comment: { body: note, public: false },
        },
      }),
    });
    return ticket;
  }

  async merge(targetId: number, sourceIds: number[], comment: string): Promise<void> {
    await this.call(`/tickets/${targetId}/merge.json`, {
      method: "POST",
      body: JSON.stringify({ ids: sourceIds, target_comment: comment, source_comment: comment }),
    });
  }
}
