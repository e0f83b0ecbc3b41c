export const SERVICE_NAME = 'helpdesk-steps';

// Support agents often leave a merge or mailbox wizard open while they answer
// a customer, so the wizard state must survive a long pause.
export const STATE_LIFETIME = '2h';

export const MAX_FOLDERS_OFFERED = 40;
export const DRAFT_TTL_MS = 30 * 60 * 1000;
