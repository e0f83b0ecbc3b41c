// Ported from ledger_mcp/constants.py. Names are kept identical to the Python
// server so both can share tools.yaml, the dashboards and the ops runbook.

export const SERVER_NAME = 'ledger-mcp';
export const SERVER_VERSION = '0.4.2';

export const TOOL_VOID_INVOICE = 'void_invoice';
export const TOOL_ISSUE_CREDIT_NOTE = 'issue_credit_note';

// STATE_TTL_SECONDS = 10 * 60
export const STATE_TTL_SECONDS = 10 * 60;
export const STATE_VERSION = 1;

// STATE_SECRET = os.environ.get("LEDGER_STATE_SECRET", "dev-only-change-me")
export const STATE_SECRET: string = process.env.LEDGER_STATE_SECRET ?? 'dev-only-change-me';

export const BILLING_API_BASE = process.env.BILLING_API_BASE ?? 'https://billing.internal.example.com/v2';
export const BILLING_CLIENT_ID = process.env.BILLING_CLIENT_ID ?? 'ledger-mcp';

export const HTTP_PORT = Number(process.env.PORT ?? 8040);
export const REQUIRED_SCOPES = ['ledger:write'];

export const MAX_CREDIT_CENTS = 500_000;
