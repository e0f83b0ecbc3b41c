import { env } from "$env/dynamic/private";

export interface Page {
  id: string;
  title: string;
  etag: string;
  published: boolean;
  editors: string[];
}

const base = () => env.DOCS_API_URL ?? "http://docs-api.internal:8080";

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(new URL(path, base()), {
    ...init,
    headers: {
      authorization: `Bearer ${env.DOCS_API_TOKEN}`,
      "content-type": "application/json",
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`docs api ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export const docsApi = {
  page: (id: string) => call<Page>(`/pages/${encodeURIComponent(id)}`),
  unpublish: (id: string, etag: string, actor: string) =>
    call<Page>(`/pages/${encodeURIComponent(id)}/unpublish`, {
      method: "POST",
      headers: { "if-match": etag },
      body: JSON.stringify({ actor }),
    }),
  replaceBody: (id: string, markdown: string, actor: string) =>
    call<Page>(`/pages/${encodeURIComponent(id)}/body`, {
      method: "PUT",
      body: JSON.stringify({ markdown, actor }),
    }),
};

/** RFC 8693 token exchange: the portal token becomes a short-lived Drive token for this user. */
export async function exchangeForDriveToken(portalToken: string): Promise<{ access_token: string; expires_in: number }> {
  const res = await fetch(`${env.OIDC_ISSUER}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: portalToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:access_token",
      audience: "https://www.googleapis.com/",
      client_id: env.OIDC_CLIENT_ID ?? "",
      client_secret: env.OIDC_CLIENT_SECRET ?? "",
    }),
  });
  if (!res.ok) throw new Error(`token exchange answered ${res.status}`);
  return (await res.json()) as { access_token: string; expires_in: number };
}
