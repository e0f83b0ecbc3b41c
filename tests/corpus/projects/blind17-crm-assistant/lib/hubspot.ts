import { env } from "@/lib/env";

const API = "https://api.hubapi.com";

export interface Contact {
  id: string;
  properties: { email?: string; firstname?: string; lastname?: string; company?: string };
}

export class HubSpot {
  private constructor(private readonly accessToken: string) {}

  static withAccessToken(token: string): HubSpot {
    return new HubSpot(token);
  }

  static async fromRefreshToken(refreshToken: string): Promise<HubSpot> {
    const res = await fetch(`${API}/oauth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: env.HUBSPOT_CLIENT_ID,
        client_secret: env.HUBSPOT_CLIENT_SECRET,
        refresh_token: refreshToken,
      }),
    });
    if (!res.ok) throw new Error(`HubSpot refresh failed (${res.status})`);
    const { access_token } = (await res.json()) as { access_token: string };
    return new HubSpot(access_token);
  }

  private async req<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${API}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.accessToken}`, "content-type": "application/json", ...init.headers },
    });
    if (!res.ok) throw new Error(`HubSpot ${path} -> ${res.status}`);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  getContact(id: string): Promise<Contact> {
    return this.req(`/crm/v3/objects/contacts/${encodeURIComponent(id)}?properties=email,firstname,lastname,company`);
  }

  async logEmail(contactId: string, subject: string, body: string): Promise<{ id: string }> {
    return this.req(`/crm/v3/objects/emails`, {
      method: "POST",
      body: JSON.stringify({
        properties: {
          hs_timestamp: new Date().toISOString(),
          hs_email_direction: "EMAIL",
          hs_email_subject: subject,
          hs_email_text: body,
        },
        associations: [
          { to: { id: contactId }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 198 }] },
        ],
      }),
    });
  }

  deleteContact(id: string): Promise<void> {
    return this.req(`/crm/v3/objects/contacts/${encodeURIComponent(id)}`, { method: "DELETE" });
  }
}
