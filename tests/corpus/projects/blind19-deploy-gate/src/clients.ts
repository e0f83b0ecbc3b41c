export interface Release {
  id: string;
  service: string;
  env: string;
  tag: string;
  deployedAt: string;
}

export class DeployerClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async send<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers: { authorization: `Bearer ${this.token}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`deployer ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  current(service: string, env: string) {
    return this.send<Release>(`/services/${service}/envs/${env}/current`);
  }

  history(service: string, env: string, limit = 10) {
    return this.send<Release[]>(`/services/${service}/envs/${env}/releases?limit=${limit}`);
  }

  canDeploy(userId: string, service: string, env: string) {
    return this.send<{ allowed: boolean }>(`/acl/${encodeURIComponent(userId)}/${service}/${env}`);
  }

  openChange(input: { service: string; fromEnv: string; toEnv: string; imageDigest: string; requestedBy: string }) {
    return this.send<{ changeId: string }>("/changes", { method: "POST", body: JSON.stringify(input) });
  }

  promote(input: { changeId: string; imageDigest: string; pullToken: string; approvedBy: string }) {
    return this.send<Release>("/promotions", { method: "POST", body: JSON.stringify(input) });
  }

  rollback(service: string, env: string, toRelease: string, actor: string) {
    return this.send<Release>(`/services/${service}/envs/${env}/rollback`, {
      method: "POST",
      body: JSON.stringify({ toRelease, actor }),
    });
  }

  async *logs(service: string, env: string, since: string): AsyncGenerator<{ ts: string; line: string }> {
    let cursor: string | undefined = since;
    while (cursor) {
      const page: { items: { ts: string; line: string }[]; next?: string } = await this.send(
        `/services/${service}/envs/${env}/logs?since=${encodeURIComponent(cursor)}`,
      );
      yield* page.items;
      cursor = page.next;
    }
  }
}

export interface PullGrant {
  token: string;
  expiresIn: number;
}

export class RegistryClient {
  constructor(
    private readonly baseUrl: string,
    private readonly user: string,
    private readonly password: string,
  ) {}

  private basic(): string {
    return "Basic " + Buffer.from(`${this.user}:${this.password}`).toString("base64");
  }

  /** Short-lived pull token scoped to one repository; the deployer's nodes need it to pre-warm. */
  async pullToken(repository: string): Promise<PullGrant> {
    const url = new URL("/token", this.baseUrl);
    url.searchParams.set("scope", `repository:${repository}:pull`);
    const res = await fetch(url, { headers: { authorization: this.basic() } });
    if (!res.ok) throw new Error(`registry token request failed: ${res.status}`);
    const body = (await res.json()) as { token: string; expires_in: number };
    return { token: body.token, expiresIn: body.expires_in };
  }

  async digestOf(repository: string, tag: string, pull: PullGrant): Promise<string> {
    const res = await fetch(new URL(`/v2/${repository}/manifests/${tag}`, this.baseUrl), {
      method: "HEAD",
      headers: {
        authorization: `Bearer ${pull.token}`,
        accept: "application/vnd.oci.image.index.v1+json",
      },
    });
    const digest = res.headers.get("docker-content-digest");
    if (!res.ok || !digest) throw new Error(`no manifest for ${repository}:${tag}`);
    return digest;
  }
}
