import { createHash } from "crypto";
import { inject, singleton } from "tsyringe";
import { UPSTREAM_URL } from "../config/tokens";

@singleton()
export class WarehouseService {
  private readonly datasets = new Map<string, { owner: string; rows: number }>();

  constructor(@inject(UPSTREAM_URL) private readonly driveUrl: string) {}

  describe(datasetId: string): { owner: string; rows: number } | undefined {
    return this.datasets.get(datasetId);
  }

  async purge(datasetId: string): Promise<number> {
    const ds = this.datasets.get(datasetId);
    this.datasets.delete(datasetId);
    return ds?.rows ?? 0;
  }

  /** Ask the identity provider for a 5-minute Drive token on behalf of the caller. */
  async delegatedDriveGrant(subjectToken: string): Promise<{ accessToken: string; expiresAt: number }> {
    const res = await fetch(`${this.driveUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
        subject_token: subjectToken,
        scope: "drive.readonly",
      }),
    });
    if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    return { accessToken: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  }

  async listDriveFiles(accessToken: string): Promise<string[]> {
    const res = await fetch(`${this.driveUrl}/files?mimeType=text/csv`, { headers: { authorization: `Bearer ${accessToken}` } });
    return ((await res.json()) as { files: { name: string }[] }).files.map((f) => f.name);
  }

  async importFiles(accessToken: string, datasetId: string, files: string[]): Promise<number> {
    let rows = 0;
    for (const name of files) {
      const res = await fetch(`${this.driveUrl}/files/${encodeURIComponent(name)}/content`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      rows += (await res.text()).split("\n").length - 1;
    }
    const existing = this.datasets.get(datasetId);
    if (existing) existing.rows += rows;
    return rows;
  }

  static digestArgs(args: Record<string, unknown>): string {
    const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
    return createHash("sha256").update(canonical).digest("base64url");
  }
}
