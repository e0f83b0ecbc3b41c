// Names and tunables shared by the desk tools. Kept free of side effects so
// that both the server and the small CLI in scripts/ can import it.

export const SERVER_NAME = 'ticket-desk';
export const SERVER_VERSION = '0.6.2';

export const TOOL_ESCALATE = 'escalate_ticket';
export const TOOL_CLOSE = 'close_ticket';
export const TOOL_LOOKUP = 'lookup_ticket';

export const PRIORITIES = ['p1', 'p2', 'p3', 'p4'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TEAMS = [
  'billing',
  'identity',
  'networking',
  'storage',
  'mobile',
] as const;
export type Team = (typeof TEAMS)[number];

/**
 * How long an agent has to answer the "are you sure?" prompt before the
 * escalation draft is thrown away. Support leads asked for a generous
 * window: the person approving is often on a call with the customer.
 */
export const CONFIRM_WINDOW_SECONDS = 45 * 60;

/** Upper bound on the free-text note attached to an escalation. */
export const MAX_NOTE_LENGTH = 2_000;

/** Priorities that page the on-call engineer straight away. */
export const PAGING_PRIORITIES: ReadonlySet<Priority> = new Set(['p1', 'p2']);

export function isPagingPriority(p: Priority): boolean {
  return PAGING_PRIORITIES.has(p);
}

export function describePriority(p: Priority): string {
  switch (p) {
    case 'p1':
      return 'P1 - outage, customer blocked';
    case 'p2':
      return 'P2 - major degradation';
    case 'p3':
      return 'P3 - minor issue';
    default:
      return 'P4 - question / cosmetic';
  }
}
