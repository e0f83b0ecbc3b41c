import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import type { LedgerConfig } from "./config.js";
import { LedgerClient } from "./ledger/client.js";
import { StateVault, createDraftCipher, type DraftCipher } from "./state/vault.js";

export interface Caller {
  userId: string;
  clientId: string;
  scopes: string[];
  accessToken: string;
}

export function callerFrom(authInfo: AuthInfo | undefined): Caller {
  if (!authInfo) throw new Error("ledger-approvals only serves authenticated HTTP callers");
  const userId = typeof authInfo.extra?.userId === "string" ? authInfo.extra.userId : undefined;
  if (!userId) throw new Error("access token carries no user id");
  return {
    userId,
    clientId: authInfo.clientId,
    scopes: authInfo.scopes,
    accessToken: authInfo.token,
  };
}

/**
 * What a follow-up round needs in order to keep acting for the same person against the
 * ledger API (statements are fetched with the user's own delegated token, not ours).
 */
export function resumeSnapshot(caller: Caller) {
  return {
    userId: caller.userId,
    clientId: caller.clientId,
    onBehalfOf: caller.accessToken,
  };
}

export type ResumeSnapshot = ReturnType<typeof resumeSnapshot>;

/** Everything a tool may touch. Built once per process, with the caller filled in per request. */
export interface ToolContext {
  readonly vault: StateVault;
  readonly drafts: DraftCipher;
  readonly ledger: LedgerClient;
  readonly caller: Caller;
}

export type ContextFactory = (authInfo: AuthInfo | undefined) => ToolContext;

export function createContextFactory(config: LedgerConfig): ContextFactory {
  const vault = new StateVault(config.stateSecret, config.approvalWindowMs);
  const drafts = createDraftCipher(config.draftKeyHex);
  const ledger = new LedgerClient(config.ledgerApiUrl, config.ledgerServiceToken);

  return (authInfo) => ({ vault, drafts, ledger, caller: callerFrom(authInfo) });
}
