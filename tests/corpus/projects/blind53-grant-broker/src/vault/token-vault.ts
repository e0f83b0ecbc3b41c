import { randomUUID } from 'node:crypto';
import type { UserId } from '../auth/principal.js';

declare const connectionBrand: unique symbol;
export type ConnectionId = string & { readonly [connectionBrand]: true };

/** A user's CRM OAuth grant. Lives only in this process' memory (or Redis in prod); never leaves the server. */
export interface CrmGrant {
  readonly connectionId: ConnectionId;
  readonly ownerId: UserId;
  readonly label: string;
  readonly instanceUrl: string;
  readonly tokenType: 'Bearer';
  readonly accessToken: string;
  readonly accessTokenExpiresAt: number;
  readonly refreshToken?: string;
  readonly scopes: readonly string[];
}

export type GrantSummary = Omit<CrmGrant, 'accessToken' | 'refreshToken'> & { readonly hasRefreshToken: boolean };

export interface TokenVault {
  put(grant: Omit<CrmGrant, 'connectionId'>): Promise<ConnectionId>;
  /** Only ever returns a grant owned by `ownerId`. */
  get(ownerId: UserId, connectionId: string): Promise<CrmGrant | undefined>;
  list(ownerId: UserId): Promise<GrantSummary[]>;
  remove(ownerId: UserId, connectionId: string): Promise<boolean>;
}

export const summarize = ({ accessToken: _a, refreshToken, ...rest }: CrmGrant): GrantSummary => ({
  ...rest,
  hasRefreshToken: refreshToken !== undefined,
});

export class InMemoryTokenVault implements TokenVault {
  readonly #grants = new Map<ConnectionId, CrmGrant>();

  async put(grant: Omit<CrmGrant, 'connectionId'>): Promise<ConnectionId> {
    const connectionId = `conn_${randomUUID()}` as ConnectionId;
    this.#grants.set(connectionId, { ...grant, connectionId });
    return connectionId;
  }

  async get(ownerId: UserId, connectionId: string): Promise<CrmGrant | undefined> {
    const grant = this.#grants.get(connectionId as ConnectionId);
    return grant && grant.ownerId === ownerId ? grant : undefined;
  }

  async list(ownerId: UserId): Promise<GrantSummary[]> {
    return [...this.#grants.values()].filter((g) => g.ownerId === ownerId).map(summarize);
  }

  async remove(ownerId: UserId, connectionId: string): Promise<boolean> {
    const grant = await this.get(ownerId, connectionId);
    return grant ? this.#grants.delete(grant.connectionId) : false;
  }
}
