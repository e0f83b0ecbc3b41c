// In-memory per-user store of CRM OAuth credentials.
// @ts-nocheck
export interface CrmCredentials {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Per-user OAuth credentials for the CRM, filled in by the /oauth/callback route. */
export class TokenVault {
  private readonly byUser = new Map<string, CrmCredentials>();

  put(userId: string, creds: CrmCredentials): void {
    this.byUser.set(userId, creds);
  }

  get(userId: string): CrmCredentials {
    const creds = this.byUser.get(userId);
    if (!creds) throw new Error('Connect your CRM account first (run the crm_connect tool).');
    return creds;
  }
}
