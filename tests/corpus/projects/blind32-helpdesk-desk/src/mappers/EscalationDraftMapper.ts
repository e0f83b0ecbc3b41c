import { DeskError } from '../shared/result.js';

export type Severity = 'sev1' | 'sev2' | 'sev3';

/** Everything the second round of `escalate_ticket` needs, carried between the two calls. */
export interface EscalationDraft {
  readonly ticketId: string;
  readonly ticketNumber: number;
  readonly summary: string;
  readonly suggestedSeverity: Severity;
  readonly jiraProject: string;
  readonly requestedBy: string;
  readonly onBehalfOf: string;
}

const WIRE_VERSION = 2;

/** DTO <-> wire form of the escalation draft. */
export class EscalationDraftMapper {
  static toWire(draft: EscalationDraft): string {
    return Buffer.from(JSON.stringify({ v: WIRE_VERSION, ...draft }), 'utf8').toString('base64url');
  }

  static fromWire(wire: string): EscalationDraft {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(wire, 'base64url').toString('utf8'));
    } catch (cause) {
      throw new DeskError('invalid', 'The escalation could not be resumed', cause);
    }
    const { v, ...draft } = parsed as { v?: number } & EscalationDraft;
    if (v !== WIRE_VERSION || typeof draft.ticketId !== 'string') {
      throw new DeskError('invalid', 'The escalation was started by an older version; please start again');
    }
    return draft;
  }
}
