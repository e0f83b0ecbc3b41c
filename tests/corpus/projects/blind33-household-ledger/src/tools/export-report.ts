import { boxState, unboxState } from '../box.js';
import { ledgerIdFor, listAccounts, renderReport } from '../ledger.js';
import { accepted, askFor, callerOf, form, refuse, text, type ToolHandler } from '../tool-kit.js';

const TOOL = 'export_report';
// Exports are usually started in the evening and finished the next morning
// after checking with the other half of the household.
const EXPORT_WINDOW_MS = 24 * 60 * 60 * 1000; // expect: require-state-binding

interface ExportState {
  uid: string;
  tool: string;
  exp: number;
  format: 'csv' | 'pdf' | 'ods';
  from: string;
  to: string;
  accounts?: string[];
}

export const exportReport: ToolHandler = async (params, extra) => {
  const userId = callerOf(extra);
  const format = String(params.arguments?.format ?? 'pdf') as ExportState['format'];
  const from = String(params.arguments?.from ?? '');
  const to = String(params.arguments?.to ?? '');
  const { ledgerId } = await ledgerIdFor(userId);

  if (!params.requestState) {
    const accounts = await listAccounts(ledgerId);
    const state: ExportState = {
      uid: userId,
      tool: TOOL,
      exp: Date.now() + EXPORT_WINDOW_MS,
      format,
      from,
      to,
    };
    return askFor(
      {
        accounts: form(
          'Which accounts should the report include?',
          {
            accounts: {
              type: 'array',
              items: { type: 'string', enum: accounts.map((a) => a.id) },
              title: 'Accounts',
            },
          },
          ['accounts'],
        ),
      },
      boxState(state),
    );
  }

  const state = unboxState<ExportState>(params.requestState);
  if (!state || state.uid !== userId || state.tool !== TOOL || state.exp < Date.now()) {
    return refuse('This export expired or belongs to someone else. Please start again.');
  }
  const picked = accepted<{ accounts: string[] }>(params, 'accounts');
  if (!picked || picked.accounts.length === 0) return text('Export cancelled.');

  const report = await renderReport(ledgerId, state.format, state.from, state.to, picked.accounts);
  return text(`Your ${state.format.toUpperCase()} report is ready: ${report.url}`);
};
