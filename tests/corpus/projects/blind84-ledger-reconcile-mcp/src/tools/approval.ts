// Third layer: destructive ledger tools that need an approval bound to the exact arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { LedgerToolError, type Principal } from './base.js';
import { ResumableTool } from './resumable.js';

export function argumentDigest(args: Record<string, unknown>): string {
  const ordered = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

export abstract class ApprovalTool extends ResumableTool {
  get annotations() {
    return { readOnlyHint: false, destructiveHint: true, openWorldHint: false };
  }

  protected get requiredScope(): string {
    return 'ledger:write';
  }

  protected abstract preview(args, who: Principal): Promise<string>;

  protected abstract apply(args, who: Principal): Promise<unknown>;

  protected async perform(args, extra, who: Principal) {
    const saved = await this.resume(extra, who);
    const answer = this.accepted(extra, 'approve');
    if (saved && answer) {
      if (saved.digest !== argumentDigest(args)) {
        throw new LedgerToolError('The arguments changed after approval was requested. Nothing was posted.');
      }
      if (answer.approve !== true) return 'Not approved; the ledger is unchanged.';
      return this.apply(args, who);
    }
    const message = await this.preview(args, who);
    const request = this.elicit(message, { approve: { type: 'boolean', title: 'Approve' } }, ['approve']);
    return this.pause({ approve: request }, await this.checkpoint({ digest: argumentDigest(args) }, extra), message); // expect: require-state-binding
  }
}
