import { Injectable, Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';

interface PendingApproval {
  code: string;
  robotId: string;
  requestedBy: string;
  expiresAt: number;
  attempts: number;
}

@Injectable()
export class ApprovalCodeService {
  private readonly logger = new Logger(ApprovalCodeService.name);
  private readonly pending = new Map<string, PendingApproval>();

  private slot(robotId: string, user: string): string {
    return `${robotId}::${user}`;
  }

  async issue(robotId: string, requestedBy: string): Promise<void> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    this.pending.set(this.slot(robotId, requestedBy), {
      code,
      robotId,
      requestedBy,
      expiresAt: Date.now() + 5 * 60_000,
      attempts: 0,
    });
    await this.page(robotId, requestedBy, code);
  }

  redeem(robotId: string, user: string, submitted: string): boolean {
    const key = this.slot(robotId, user);
    const entry = this.pending.get(key);
    if (!entry || entry.expiresAt < Date.now() || entry.attempts >= 5) {
      this.pending.delete(key);
      return false;
    }
    entry.attempts += 1;
    if (entry.code !== submitted.trim()) return false; // expect-todo: no-timing-unsafe-compare
    this.pending.delete(key);
    return true;
  }

  private async page(robotId: string, user: string, code: string): Promise<void> {
    this.logger.log(`paging floor supervisor about ${robotId} for ${user}`);
    await fetch(process.env.PAGER_WEBHOOK ?? 'http://pager.local/hook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Decommission code for ${robotId} requested by ${user}: ${code}` }),
    });
  }
}
