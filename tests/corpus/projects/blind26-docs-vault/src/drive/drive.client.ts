import { Injectable } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import type { DelegatedGrant } from "../crypto/grant-box.service";

export type ShareRole = "reader" | "commenter" | "writer";

export interface FolderSummary {
  id: string;
  name: string;
  documentCount: number;
  totalBytes: number;
}

@Injectable()
export class DriveClient {
  private readonly baseUrl: string;

  constructor(config: ConfigService) {
    this.baseUrl = config.get<string>("DRIVE_API_URL") ?? "https://drive-api.internal";
  }

  private async call<T>(bearer: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`drive ${method} ${path}: ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  /** On-behalf-of exchange; the drive allows one per user per minute. */
  exchangeForGrant(userToken: string, scope: string): Promise<DelegatedGrant> {
    return this.call(userToken, "POST", "/oauth/obo", { scope });
  }

  folder(userToken: string, folderId: string): Promise<FolderSummary> {
    return this.call(userToken, "GET", `/folders/${encodeURIComponent(folderId)}`);
  }

  purgeFolder(userToken: string, folderId: string): Promise<{ deleted: number }> {
    return this.call(userToken, "DELETE", `/folders/${encodeURIComponent(folderId)}?purge=true`);
  }

  share(grant: DelegatedGrant, documentId: string, email: string, role: ShareRole): Promise<void> {
    return this.call(grant.accessToken, "POST", `/documents/${encodeURIComponent(documentId)}/permissions`, {
      email,
      role,
    });
  }
}
