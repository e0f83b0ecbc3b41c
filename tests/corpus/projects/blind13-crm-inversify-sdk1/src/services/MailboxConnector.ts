import { injectable } from "inversify";

export interface MailboxGrant {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface MailFolder {
  id: string;
  displayName: string;
  totalItemCount: number;
}

const GRAPH = "https://graph.microsoft.com/v1.0";

@injectable()
export class MailboxConnector {
  /** Exchanges the one-time consent code the user pasted for a Graph grant. */
  async redeem(code: string): Promise<MailboxGrant> {
    const res = await fetch("https://login.microsoftonline.com/common/oauth2/v2.0/token", {
      method: "POST",
      body: new URLSearchParams({
        client_id: process.env.GRAPH_CLIENT_ID ?? "",
        client_secret: process.env.GRAPH_CLIENT_SECRET ?? "",
        grant_type: "authorization_code",
        code,
        redirect_uri: "https://crm.example.com/oauth/graph",
      }),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: Date.now() + body.expires_in * 1000 };
  }

  async refresh(refreshToken: string): Promise<MailboxGrant> {
    const res = await fetch("https://login.microsoftonline.com/common/oauth2/v2.0/token", {
      method: "POST",
      body: new URLSearchParams({
        client_id: process.env.GRAPH_CLIENT_ID ?? "",
        client_secret: process.env.GRAPH_CLIENT_SECRET ?? "",
        grant_type: "refresh_token",
        refresh_token: refreshToken,
      }),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; refresh_token?: string; expires_in: number };
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? refreshToken,
      expiresAt: Date.now() + body.expires_in * 1000,
    };
  }

  async folders(accessToken: string): Promise<MailFolder[]> {
    const res = await fetch(`${GRAPH}/me/mailFolders?$top=50`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!res.ok) throw new Error(`graph answered ${res.status}`);
    return ((await res.json()) as { value: MailFolder[] }).value;
  }

  async senders(accessToken: string, folderId: string): Promise<Array<{ fullName: string; email: string }>> {
    const res = await fetch(`${GRAPH}/me/mailFolders/${encodeURIComponent(folderId)}/messages?$select=from&$top=200`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw new Error(`graph answered ${res.status}`);
    const { value } = (await res.json()) as { value: Array<{ from?: { emailAddress: { name: string; address: string } } }> };
    return value.flatMap((m) => (m.from ? [{ fullName: m.from.emailAddress.name, email: m.from.emailAddress.address }] : []));
  }
}
