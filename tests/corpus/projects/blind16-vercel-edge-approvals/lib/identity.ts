import type { AppConfig } from "./config";

export interface Caller {
  id: string;
  org: string;
  region: string;
  /** the caller's CloudHub bearer token, as presented to us */
  bearer: string;
}

interface UserInfo {
  sub: string;
  org_id: string;
  region: string;
}

/** Resolves the bearer token against CloudHub's userinfo endpoint. */
export async function authenticate(req: Request, upstream: string): Promise<Caller | null> {
  const header = req.headers.get("authorization") ?? "";
  if (!header.startsWith("Bearer ")) return null;
  const bearer = header.slice("Bearer ".length).trim();
  if (!bearer) return null;

  const res = await fetch(`${upstream}/v1/userinfo`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  if (!res.ok) return null;
  const info = (await res.json()) as UserInfo;
  return { id: info.sub, org: info.org_id, region: info.region, bearer };
}

export interface ResumeContext {
  org: string;
  region: string;
  reportingToken: string;
}

/**
 * Token exchange against the reporting audience takes ~400 ms, so the result is carried
 * into the follow-up round instead of being exchanged again.
 */
export async function resumeContext(caller: Caller, cfg: AppConfig): Promise<ResumeContext> {
  const res = await fetch(cfg.tokenExchangeUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: caller.bearer,
      subject_token_type: "urn:ietf:params:oauth:token-type:access_token",
      audience: "cloudhub-reporting",
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  const exchanged = (await res.json()) as { access_token: string; expires_in: number };
  return {
    org: caller.org,
    region: caller.region,
    reportingToken: exchanged.access_token,
  };
}
