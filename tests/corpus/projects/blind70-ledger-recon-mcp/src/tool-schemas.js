// JSON schemas and descriptions of every tool the reconciliation server lists.
'use strict';

const dateString = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

const TOOLS = [
  {
    name: 'list_accounts',
    description: 'List ledger bank accounts with their book balance.',
    inputSchema: { type: 'object', properties: { includeClosed: { type: 'boolean' } } },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'list_unmatched',
    description: 'List bank statement lines not yet matched to a journal entry.',
    inputSchema: {
      type: 'object',
      properties: { accountId: { type: 'integer' }, limit: { type: 'integer', minimum: 1, maximum: 200 } },
      required: ['accountId'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'match_transaction',
    description: 'Match a statement line to a journal entry; asks which candidate when several fit.',
    inputSchema: {
      type: 'object',
      properties: { lineId: { type: 'integer' }, toleranceCents: { type: 'integer', minimum: 0, maximum: 500 } },
      required: ['lineId'],
    },
  },
  {
    name: 'import_statement',
    description: 'Import a CSV bank statement into an account; asks how to map unknown columns.',
    inputSchema: {
      type: 'object',
      properties: { accountId: { type: 'integer' }, csv: { type: 'string', maxLength: 2000000 } },
      required: ['accountId', 'csv'],
    },
  },
  {
    name: 'sync_bank_feed',
    description: 'Pull new transactions from a connected bank; asks which remote account and start date.',
    inputSchema: {
      type: 'object',
      properties: { connectionId: { type: 'integer' }, accountId: { type: 'integer' } },
      required: ['connectionId', 'accountId'],
    },
  },
  {
    name: 'write_off_balance',
    description: 'Write off a small residual balance on a customer or supplier account after confirmation.',
    inputSchema: {
      type: 'object',
      properties: { accountId: { type: 'integer' }, reason: { type: 'string', minLength: 3 } },
      required: ['accountId', 'reason'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'close_period',
    description: 'Lock an accounting period so no further postings are possible.',
    inputSchema: { type: 'object', properties: { period: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } }, required: ['period'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'trial_balance',
    description: 'Produce a trial balance as of a date.',
    inputSchema: { type: 'object', properties: { asOf: dateString }, required: ['asOf'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'export_journal',
    description: 'Export journal lines for a date range as CSV.',
    inputSchema: { type: 'object', properties: { from: dateString, to: dateString }, required: ['from', 'to'] },
    annotations: { readOnlyHint: true },
  },
];

module.exports = { TOOLS };
