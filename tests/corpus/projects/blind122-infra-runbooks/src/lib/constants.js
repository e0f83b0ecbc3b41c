// Defines the runbook tool names, pending-confirmation limits and allowed namespaces.
export const TOOL_RESTART = 'restart_service';
export const TOOL_SCALE = 'scale_deployment';

export const PENDING_TTL_MS = 5 * 60 * 1000;
export const MAX_PENDING_PER_USER = 20;
export const HANDLE_BYTES = 32;

export const ALLOWED_NAMESPACES = Object.freeze(['web', 'workers', 'batch']);
