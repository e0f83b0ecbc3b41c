import { findAccount, canView, statementLines } from '../db.js';
import { currentLogin } from '../whoami.js';
import { inputRequired, textResult, toolError } from '../rpc.js';
import { toResumeToken, fromResumeToken } from '../resume.js';

export const definition = {
  name: 'export_statement',
  title: 'Export account statement',
  description: 'Export the ledger lines of one account for a date range, as CSV or a Markdown table.',
  inputSchema: {
    type: 'object',
    properties: {
      accountId: { type: 'string' },
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
    },
    required: ['accountId', 'from', 'to'],
  },
  annotations: { readOnlyHint: true },
};

function askFormat(account) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Export statement for ${account.name} (${account.currency}) as…`,
      requestedSchema: {
        type: 'object',
        properties: { format: { type: 'string', enum: ['csv', 'markdown'], default: 'csv' } },
        required: ['format'],
      },
    },
  };
}

function toCsv(lines) {
  const rows = [['posted_on', 'memo', 'debit', 'credit', 'balance']];
  for (const l of lines) rows.push([l.posted_on, l.memo, l.debit, l.credit, l.running_balance]);
  return rows.map((r) => r.map((v) => `"${String(v ?? '').replaceAll('"', '""')}"`).join(',')).join('\n');
}

function toMarkdown(lines) {
  const out = ['| Date | Memo | Debit | Credit | Balance |', '|---|---|---:|---:|---:|'];
  for (const l of lines) out.push(`| ${l.posted_on} | ${l.memo} | ${l.debit ?? ''} | ${l.credit ?? ''} | ${l.running_balance} |`);
  return out.join('\n');
}

async function handle(params) {
  const login = currentLogin();

  if (!params.requestState) {
    const { accountId, from, to } = params.arguments ?? {};
    const account = await findAccount(accountId);
    if (!account) return toolError(`No account ${accountId}.`);
    if (!(await canView(login, account.id))) return toolError(`${login} has no access to ${account.name}.`);
    return inputRequired({ format: askFormat(account) }, toResumeToken({ accountId: account.id, name: account.name, from, to })); // expect: require-sealed-state
  }

  const pending = fromResumeToken(params.requestState); // expect: require-sealed-state
  const answer = params.inputResponses?.format;
  if (!pending || answer?.action !== 'accept') return textResult('Export cancelled.');

  const lines = await statementLines(pending.accountId, pending.from, pending.to);
  const body = answer.content.format === 'markdown' ? toMarkdown(lines) : toCsv(lines);
  return textResult(`Statement for ${pending.name}, ${pending.from} – ${pending.to} (${lines.length} lines)\n\n${body}`);
}

export default { definition, handle };
