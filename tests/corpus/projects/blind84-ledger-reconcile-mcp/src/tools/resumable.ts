// Second layer: ledger tools that pause for input and resume from signed checkpoints (JWT, or legacy v0).
// @ts-nocheck
import { StateRejected } from '../state/jws.js';
import { isLegacyState, readLegacyState } from '../state/legacy.js';
import { LedgerTool, LedgerToolError, type Principal } from './base.js';

export abstract class ResumableTool extends LedgerTool {
  protected get signer() {
    return this.services.stateSigner;
  }

  protected async checkpoint(data: Record<string, unknown>, _extra): Promise<string> {
    return this.signer.sign({ data }, { audience: this.name });
  }

  protected async resume(extra, who: Principal) {
    const { state } = this.incoming(extra);
    if (!state) return undefined;

    const legacyKey = this.services.settings.stateLegacyKey;
    if (legacyKey && isLegacyState(state)) {
      const data = readLegacyState(state, legacyKey, { tool: this.name, userId: who.userId });
      if (!data) throw new LedgerToolError('This request has expired. Please run the tool again.');
      return data;
    }

    try {
      const claims = await this.signer.verify(state, { audience: this.name });
      return claims.data;
    } catch (err) {
      if (err instanceof StateRejected) throw new LedgerToolError('This request has expired. Please run the tool again.');
      throw err;
    }
  }
}
