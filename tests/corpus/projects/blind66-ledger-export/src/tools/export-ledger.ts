import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolRequest, ServerNotification, ServerRequest, Tool } from '@modelcontextprotocol/sdk/types.js';
import { callerId } from '../auth.js';
import { countRows, runExport, type SftpTarget } from '../ledger.js';
import { openRequestState, sealRequestState } from '../state/index.js';

export const EXPORT_LEDGER = 'export_ledger';

export const exportLedgerTool: Tool = {
  name: EXPORT_LEDGER,
  description: "Export one month of the team's ledger as CSV to an SFTP drop",
  inputSchema: {
    type: 'object',
    properties: { period: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' } },
    required: ['period'],
  },
};

type InputResponse = { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> };

// SDK 1.x has no types for multi round-trip yet.
type RoundParams = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
};

interface ExportState {
  step: 'confirm';
  period: string;
  rows: number;
  destination: SftpTarget;
}

const text = (value: string, isError = false) => ({ content: [{ type: 'text' as const, text: value }], isError });

function askForDestination(period: string) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Where should the ${period} ledger go?`,
      requestedSchema: {
        type: 'object',
        properties: {
          host: { type: 'string', title: 'SFTP host' },
          path: { type: 'string', title: 'Remote folder', default: '/incoming' },
          username: { type: 'string', title: 'User' },
          password: { type: 'string', title: 'Password', format: 'password' },
        },
        required: ['host', 'username', 'password'],
      },
    },
  };
}

function askToConfirm(period: string, rows: number, host: string) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Upload ${rows} ledger rows for ${period} to ${host}?`,
      requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
    },
  };
}

export async function exportLedger(
  params: RoundParams,
  extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
) {
  const userId = callerId(extra);
  const binding = { userId, tool: EXPORT_LEDGER };
  const period = String(params.arguments?.period ?? '');

  if (!params.requestState) {
    const answer = params.inputResponses?.sftp;
    if (!answer) {
      return { resultType: 'input_required', inputRequests: { sftp: askForDestination(period) } };
    }
    if (answer.action !== 'accept' || !answer.content) return text('Export cancelled.');

    const dest = answer.content as unknown as SftpTarget;
    const rows = await countRows(userId, period);
    if (rows === 0) return text(`Nothing booked in ${period}.`);

    const state: ExportState = {
      step: 'confirm',
      period,
      rows,
      destination: {
        host: dest.host,
        path: dest.path ?? '/incoming',
        username: dest.username,
        password: dest.password, // expect: no-secrets-in-state
      },
    };
    return {
      resultType: 'input_required',
      inputRequests: { confirm: askToConfirm(period, rows, dest.host) },
      requestState: sealRequestState(state, binding),
    };
  }

  const state = openRequestState<ExportState>(params.requestState, binding);
  if (!state) return text('This export expired or was started by someone else. Start it again.', true);

  const confirm = params.inputResponses?.confirm;
  if (confirm?.action !== 'accept' || confirm.content?.ok !== true) return text('Export cancelled.');

  const file = await runExport(userId, state.period, state.destination);
  return text(`Uploaded ${state.rows} rows to ${state.destination.host}:${file}.`);
}
