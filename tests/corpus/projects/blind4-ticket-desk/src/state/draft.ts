// Turns tool arguments into the draft that travels between the two rounds of
// an escalation. The retry only gets what is in here plus the agent's answer,
// so everything needed to page on-call has to be carried along.

import type { DeskConfig } from '../config.js';
import { isPagingPriority, MAX_NOTE_LENGTH, type Priority, type Team } from '../constants.js';
import type { EscalationDraft } from './codec.js';

export interface EscalateArgs {
  ticketId: string;
  targetTeam: Team;
  priority: Priority;
  reason: string;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1)}…`;
}

export function summarise(args: EscalateArgs): string {
  const reason = clip(args.reason.replace(/\s+/g, ' ').trim(), 280);
  return `#${args.ticketId} → ${args.targetTeam} (${args.priority.toUpperCase()}): ${reason}`;
}

export function buildDraft(cfg: DeskConfig, args: EscalateArgs): EscalationDraft {
  const draft: EscalationDraft = {
    ticketId: args.ticketId,
    targetTeam: args.targetTeam,
    priority: args.priority,
    summary: clip(summarise(args), MAX_NOTE_LENGTH),
  };
  if (isPagingPriority(args.priority)) {
    // Carry the pager settings so the retry can fire the page directly.
    draft.pagerService = cfg.pager.serviceId;
    draft.pagerAuth = cfg.pager.passkey;
  }
  return draft;
}

export function confirmationMessage(draft: EscalationDraft): string {
  const lines = [
    `Escalate ticket #${draft.ticketId} to ${draft.targetTeam}?`,
    `Priority: ${draft.priority.toUpperCase()}`,
    draft.summary,
  ];
  if (draft.pagerService) {
    lines.push(`This will page on-call for service ${draft.pagerService}.`);
  }
  return lines.join('\n');
}
