export { makeStateCodec } from './codec';
export type { StateCodec } from './codec';

// Payloads carried between rounds.

export type Severity = 'sev1' | 'sev2' | 'sev3';

export interface EscalationDraft {
  ticketId: string;
  severity: Severity;
  summary: string;
}

export interface TriageDraft {
  ticketId: string;
  suggestedQueue: string;
  confidence: number;
}

export interface PendingLink {
  login: string;
  githubId: number;
  accessToken: string;
  scope: string;
}
