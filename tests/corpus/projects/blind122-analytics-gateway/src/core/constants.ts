// Defines state prefixes, TTLs, tool names and the query size that needs approval.
// @ts-nocheck
export const STATE_PREFIX = 'g1';
export const LEGACY_PREFIX = 'g0';

/** Big queries sit in the approval queue of the data owner for a while. */
export const QUERY_STATE_TTL_SECONDS = 60 * 60;
export const EXPORT_STATE_TTL_SECONDS = 5 * 60;

export const TOOL_RUN_QUERY = 'run_query';
export const TOOL_EXPORT = 'export_dataset';

export const BYTES_NEEDING_APPROVAL = 500 * 1024 ** 3;
