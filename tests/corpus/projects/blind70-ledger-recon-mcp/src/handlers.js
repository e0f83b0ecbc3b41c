// Tool handlers for the ledger reconciliation MCP server, including the multi-round flows.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } = require('@modelcontextprotocol/sdk/types.js');
const { parse: parseCsv } = require('csv-parse/sync');
const { TOOLS } = require('./tool-schemas');
const { toCents, formatCents, sumCents, withinTolerance } = require('./money');
const logger = require('./logger');

const MATCH_WINDOW_DAYS = 5;

function ok(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return { content: [{ type: 'text', text }] };
}

function fail(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

function askUser(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [],
    _meta: { requestState },
  };
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function answerOf(params, key) {
  const responses = params.inputResponses || {};
  const response = responses[key];
  if (!response || response.action !== 'accept') return null;
  return response.content || {};
}

function incomingStateOf(params) {
  if (typeof params.requestState === 'string') return params.requestState;
  if (params._meta && typeof params._meta.requestState === 'string') return params._meta.requestState;
  return null;
}

function guessColumn(header) {
  const h = String(header).trim().toLowerCase();
  switch (h) {
    case 'date':
    case 'booking date':
    case 'transaction date':
    case 'buchungstag':
    case 'datum':
      return 'date';
    case 'amount':
    case 'betrag':
    case 'bedrag':
    case 'value':
      return 'amount';
    case 'description':
    case 'details':
    case 'verwendungszweck':
    case 'omschrijving':
    case 'narrative':
      return 'description';
    case 'reference':
    case 'ref':
    case 'end-to-end id':
    case 'kenmerk':
      return 'reference';
    case 'counterparty':
    case 'payee':
    case 'name':
    case 'tegenrekening naam':
      return 'counterparty';
    default:
      return null;
  }
}

function normaliseDate(value) {
  const s = String(value).trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})[./-](\d{2})[./-](\d{4})$/.exec(s);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  throw new Error(`unrecognised date ${s}`);
}

function accountTypeLabel(type) {
  switch (type) {
    case 'bank':
      return 'Bank';
    case 'ar':
      return 'Accounts receivable';
    case 'ap':
      return 'Accounts payable';
    case 'clearing':
      return 'Clearing';
    case 'suspense':
      return 'Suspense';
    default:
      return type;
  }
}

function createLedgerServer({ config, db, stateTokens, bankFeeds }) {
  const server = new Server({ name: 'ledger-recon', version: '1.4.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {} } = request.params;
    const user = extra.authInfo && extra.authInfo.extra;
    if (!user || !user.userId || !user.orgId) return fail('An authenticated finance user is required.');

    const started = Date.now();
    try {
      switch (name) {
        case 'list_accounts':
          return await listAccounts(user, args);
        case 'list_unmatched':
          return await listUnmatched(user, args);
        case 'match_transaction':
          return await matchTransaction(user, args, request.params);
        case 'import_statement':
          return await importStatement(user, args, request.params);
        case 'sync_bank_feed':
          return await syncBankFeed(user, args, request.params);
        case 'write_off_balance':
          return await writeOffBalance(user, args, request.params);
        case 'close_period':
          return await closePeriod(user, args, request.params);
        case 'trial_balance':
          return await trialBalance(user, args);
        case 'export_journal':
          return await exportJournal(user, args);
        default:
          throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
      }
    } catch (err) {
      if (err instanceof McpError) throw err;
      logger.error('tool failed', { tool: name, err: err.message });
      return fail(`The ${name} tool failed: ${err.message}`);
    } finally {
      logger.info('tool call', { tool: name, user: user.userId, ms: Date.now() - started });
    }
  });

  async function accountFor(user, accountId) {
    return db.one(
      `SELECT id, code, name, type, currency, closed_at FROM accounts WHERE org_id = ? AND id = ?`,
      [user.orgId, accountId],
    );
  }

  async function periodIsOpen(user, isoDate) {
    const row = await db.one(
      `SELECT locked_at FROM periods WHERE org_id = ? AND period = DATE_FORMAT(?, '%Y-%m')`,
      [user.orgId, isoDate],
    );
    return !row || row.locked_at === null;
  }

  async function listAccounts(user, args) {
    const rows = await db.query(
      `SELECT a.id, a.code, a.name, a.type, a.currency,
              COALESCE(SUM(j.amount_cents), 0) AS balance_cents
         FROM accounts a
         LEFT JOIN journal_lines j ON j.account_id = a.id
        WHERE a.org_id = ? AND (? OR a.closed_at IS NULL)
        GROUP BY a.id
        ORDER BY a.code`,
      [user.orgId, Boolean(args.includeClosed)],
    );
    return ok(
      rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        type: accountTypeLabel(r.type),
        balance: formatCents(Number(r.balance_cents), r.currency),
      })),
    );
  }

  async function listUnmatched(user, args) {
    const account = await accountFor(user, args.accountId);
    if (!account) return fail('Account not found.');
    const limit = Math.min(Number(args.limit) || 50, 200);
    const rows = await db.query(
      `SELECT id, booked_on, amount_cents, description, counterparty
         FROM statement_lines
        WHERE account_id = ? AND matched_journal_id IS NULL
        ORDER BY booked_on DESC
        LIMIT ${limit}`,
      [account.id],
    );
    return ok(rows.map((r) => ({ ...r, amount: formatCents(r.amount_cents, account.currency) })));
  }

  async function matchTransaction(user, args, params) {
    const line = await db.one(
      `SELECT s.id, s.account_id, s.booked_on, s.amount_cents, s.description, s.matched_journal_id
         FROM statement_lines s JOIN accounts a ON a.id = s.account_id
        WHERE a.org_id = ? AND s.id = ?`,
      [user.orgId, args.lineId],
    );
    if (!line) return fail('Statement line not found.');
    if (line.matched_journal_id) return fail(`Line already matched to journal ${line.matched_journal_id}.`);

    const incoming = incomingStateOf(params);
    let journalId = null;
    if (incoming) {
      const claims = stateTokens.openFor(incoming, { userId: user.userId, tool: 'match_transaction' });
      if (!claims || claims.lineId !== line.id) return fail('This choice has expired. Run match_transaction again.');
      const picked = answerOf(params, 'candidate');
      const chosen = picked && Number(picked.journalId);
      if (!chosen || !claims.candidates.includes(chosen)) return fail('No candidate was selected.');
      journalId = chosen;
    } else {
      const tolerance = Math.min(Number(args.toleranceCents) || 0, 500);
      const candidates = await db.query(
        `SELECT j.id, j.posted_on, j.amount_cents, j.memo
           FROM journal_lines j
          WHERE j.account_id = ? AND j.reconciled = 0
            AND j.posted_on BETWEEN DATE_SUB(?, INTERVAL ${MATCH_WINDOW_DAYS} DAY) AND DATE_ADD(?, INTERVAL ${MATCH_WINDOW_DAYS} DAY)`,
        [line.account_id, line.booked_on, line.booked_on],
      );
      const fitting = candidates.filter((c) => withinTolerance(c.amount_cents, line.amount_cents, tolerance));
      if (fitting.length === 0) return fail('No journal entry fits this line.');
      if (fitting.length === 1) {
        journalId = fitting[0].id;
      } else {
        const state = stateTokens.issue(
          { lineId: line.id, candidates: fitting.map((c) => c.id) },
          { userId: user.userId, tool: 'match_transaction' },
        );
        return askUser(
          {
            candidate: elicit(
              `Statement line "${line.description}" (${formatCents(line.amount_cents)}) fits ${fitting.length} entries. Which one?`,
              {
                journalId: {
                  type: 'integer',
                  oneOf: fitting.map((c) => ({ const: c.id, title: `${c.posted_on} ${formatCents(c.amount_cents)} ${c.memo}` })),
                },
              },
              ['journalId'],
            ),
          },
          state,
        );
      }
    }

    await db.transaction(async (tx) => {
      await tx.query(`UPDATE statement_lines SET matched_journal_id = ?, matched_by = ? WHERE id = ?`, [
        journalId,
        user.userId,
        line.id,
      ]);
      await tx.query(`UPDATE journal_lines SET reconciled = 1 WHERE id = ?`, [journalId]);
    });
    return ok(`Line ${line.id} matched to journal entry ${journalId}.`);
  }

  async function importStatement(user, args, params) {
    const incoming = incomingStateOf(params);
    if (incoming) {
      const draft = JSON.parse(Buffer.from(incoming, 'base64').toString('utf8')); // expect: require-sealed-state
      const mapping = answerOf(params, 'columns');
      if (!mapping) return fail('Import cancelled.');
      const columns = { ...draft.guessed, ...mapping };
      const dateIdx = draft.headers.indexOf(columns.date);
      const amountIdx = draft.headers.indexOf(columns.amount);
      if (dateIdx < 0 || amountIdx < 0) return fail('Date and amount columns are both required.');
      return insertStatementRows(user, draft.accountId, draft.headers, draft.rows, columns);
    }

    const account = await accountFor(user, args.accountId);
    if (!account || account.type !== 'bank') return fail('Statements can only be imported into bank accounts.');
    const records = parseCsv(args.csv, { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
    if (records.length < 2) return fail('The CSV has no data rows.');
    const [headers, ...rows] = records;

    const guessed = {};
    for (const h of headers) {
      const role = guessColumn(h);
      if (role && !guessed[role]) guessed[role] = h;
    }
    if (guessed.date && guessed.amount) {
      return insertStatementRows(user, account.id, headers, rows, guessed);
    }

    const draft = { accountId: account.id, headers, rows, guessed };
    const headerChoice = { type: 'string', enum: headers };
    const requests = {
      columns: elicit(
        `I could not tell which columns hold the ${guessed.date ? '' : 'date '}${guessed.amount ? '' : 'amount '}in this statement.`,
        { date: headerChoice, amount: headerChoice, description: headerChoice },
        ['date', 'amount'],
      ),
    };
    return askUser(requests, Buffer.from(JSON.stringify(draft), 'utf8').toString('base64')); // expect: require-sealed-state
  }

  async function insertStatementRows(user, accountId, headers, rows, columns) {
    const idx = (role) => (columns[role] ? headers.indexOf(columns[role]) : -1);
    const [di, ai, dsi, ri, ci] = ['date', 'amount', 'description', 'reference', 'counterparty'].map(idx);
    const parsed = [];
    const problems = [];
    rows.forEach((row, n) => {
      try {
        parsed.push({
          bookedOn: normaliseDate(row[di]),
          amountCents: toCents(row[ai]),
          description: dsi >= 0 ? row[dsi] : '',
          reference: ri >= 0 ? row[ri] : null,
          counterparty: ci >= 0 ? row[ci] : null,
        });
      } catch (err) {
        problems.push(`row ${n + 2}: ${err.message}`);
      }
    });
    if (parsed.length === 0) return fail(`Nothing importable. ${problems.slice(0, 5).join('; ')}`);

    for (const p of parsed) {
      if (!(await periodIsOpen(user, p.bookedOn))) return fail(`Period of ${p.bookedOn} is closed.`);
    }

    const inserted = await db.transaction(async (tx) => {
      let count = 0;
      for (const p of parsed) {
        const res = await tx.query(
          `INSERT IGNORE INTO statement_lines (account_id, booked_on, amount_cents, description, reference, counterparty, imported_by)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [accountId, p.bookedOn, p.amountCents, p.description, p.reference, p.counterparty, user.userId],
        );
        count += res.affectedRows;
      }
      return count;
    });
    const total = sumCents(parsed.map((p) => p.amountCents));
    return ok({
      imported: inserted,
      duplicatesSkipped: parsed.length - inserted,
      netMovement: formatCents(total, config.baseCurrency),
      problems: problems.slice(0, 20),
    });
  }

  async function syncBankFeed(user, args, params) {
    const account = await accountFor(user, args.accountId);
    if (!account || account.type !== 'bank') return fail('Bank account not found.');

    const incoming = incomingStateOf(params);
    if (incoming) {
      const claims = stateTokens.openFor(incoming, { userId: user.userId, tool: 'sync_bank_feed' });
      if (!claims || claims.connectionId !== args.connectionId || claims.accountId !== account.id) {
        return fail('The bank feed selection has expired.');
      }
      const answer = answerOf(params, 'feed');
      if (!answer || !claims.refs.includes(answer.remoteAccount)) return fail('No bank account was selected.');
      const from = normaliseDate(answer.fromDate);
      const to = new Date().toISOString().slice(0, 10);
      const txns = await bankFeeds.fetchTransactions(claims.bankToken, answer.remoteAccount, from, to);
      const rows = txns.map((t) => [t.booking_date, String(t.amount), t.description || '', t.transaction_id, t.counterparty_name || '']);
      const result = await insertStatementRows(user, account.id, ['date', 'amount', 'description', 'reference', 'counterparty'], rows, {
        date: 'date',
        amount: 'amount',
        description: 'description',
        reference: 'reference',
        counterparty: 'counterparty',
      });
      await db.query(`UPDATE bank_connections SET last_synced_at = NOW() WHERE id = ?`, [claims.connectionId]);
      return result;
    }

    const conn = await bankFeeds.getConnection(user.orgId, args.connectionId);
    if (!conn) return fail('Bank connection not found or not active.');
    const remote = await bankFeeds.listRemoteAccounts(conn.accessToken);
    if (remote.length === 0) return fail(`${conn.institution} returned no accounts.`);

    const state = stateTokens.issue(
      {
        connectionId: conn.id,
        accountId: account.id,
        refs: remote.map((a) => a.ref),
        bankToken: conn.accessToken, // expect: no-secrets-in-state
      },
      { userId: user.userId, tool: 'sync_bank_feed' },
    );
    const defaultFrom = conn.lastSyncedAt ? new Date(conn.lastSyncedAt).toISOString().slice(0, 10) : undefined;
    return askUser(
      {
        feed: elicit(
          `Which ${conn.institution} account feeds ${account.code} ${account.name}, and from which date?`,
          {
            remoteAccount: {
              type: 'string',
              oneOf: remote.map((a) => ({ const: a.ref, title: `${a.name} ${a.iban || ''} (${a.currency})` })),
            },
            fromDate: { type: 'string', format: 'date', default: defaultFrom },
          },
          ['remoteAccount', 'fromDate'],
        ),
      },
      state,
    );
  }

  async function writeOffBalance(user, args, params) {
    if (!user.isController) return fail('Only finance controllers may write off balances.');
    const incoming = incomingStateOf(params);

    if (incoming) {
      const approved = stateTokens.open(incoming); // expect-todo: require-state-binding
      if (!approved) return fail('The write-off confirmation has expired.');
      const answer = answerOf(params, 'confirm');
      if (!answer || answer.confirm !== true) return ok('Write-off cancelled.');
      const today = new Date().toISOString().slice(0, 10);
      if (!(await periodIsOpen(user, today))) return fail('The current period is closed.');

      const journalId = await db.transaction(async (tx) => {
        const head = await tx.query(
          `INSERT INTO journals (org_id, posted_on, memo, created_by) VALUES (?, ?, ?, ?)`,
          [user.orgId, today, `Write-off: ${approved.reason}`, user.userId],
        );
        await tx.query(`INSERT INTO journal_lines (journal_id, account_id, amount_cents, posted_on) VALUES (?, ?, ?, ?)`, [
          head.insertId,
          approved.accountId,
          -approved.amountCents,
          today,
        ]);
        await tx.query(
          `INSERT INTO journal_lines (journal_id, account_id, amount_cents, posted_on)
           SELECT ?, id, ?, ? FROM accounts WHERE org_id = ? AND code = '6980'`,
          [head.insertId, approved.amountCents, today, user.orgId],
        );
        return head.insertId;
      });
      logger.info('balance written off', { journalId, accountId: approved.accountId, user: user.userId });
      return ok(`Wrote off ${formatCents(approved.amountCents, config.baseCurrency)} in journal ${journalId}.`);
    }

    const account = await accountFor(user, args.accountId);
    if (!account || !['ar', 'ap'].includes(account.type)) return fail('Only receivable or payable accounts can be written off.');
    const bal = await db.one(`SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM journal_lines WHERE account_id = ?`, [
      account.id,
    ]);
    const residual = Number(bal.cents);
    if (residual === 0) return ok('Nothing to write off; the account balances.');
    if (Math.abs(residual) > config.writeOffLimitCents) {
      return fail(`Residual ${formatCents(residual)} exceeds the write-off limit of ${formatCents(config.writeOffLimitCents)}.`);
    }
    const state = stateTokens.issue(
      { accountId: account.id, amountCents: residual, reason: args.reason },
      { userId: user.userId, tool: 'write_off_balance' },
    );
    return askUser(
      {
        confirm: elicit(
          `Write off ${formatCents(residual, account.currency)} on ${account.code} ${account.name}? Reason: ${args.reason}`,
          { confirm: { type: 'boolean', title: 'Post the write-off' } },
          ['confirm'],
        ),
      },
      state,
    );
  }

  async function closePeriod(user, args, params) {
    if (!user.isController) return fail('Only finance controllers may close periods.');
    const period = String(args.period);
    const incoming = incomingStateOf(params);

    if (incoming) {
      const claims = stateTokens.openFor(incoming, { userId: user.userId, tool: 'close_period' });
      if (!claims || claims.period !== period) return fail('The close confirmation has expired or is for another period.');
      const answer = answerOf(params, 'confirm');
      if (!answer || answer.confirm !== true) return ok('Period left open.');
      await db.query(`INSERT INTO periods (org_id, period, locked_at, locked_by) VALUES (?, ?, NOW(), ?)
                      ON DUPLICATE KEY UPDATE locked_at = NOW(), locked_by = VALUES(locked_by)`, [
        user.orgId,
        period,
        user.userId,
      ]);
      return ok(`Period ${period} closed.`);
    }

    const open = await db.one(
      `SELECT COUNT(*) AS n FROM statement_lines s JOIN accounts a ON a.id = s.account_id
        WHERE a.org_id = ? AND DATE_FORMAT(s.booked_on, '%Y-%m') = ? AND s.matched_journal_id IS NULL`,
      [user.orgId, period],
    );
    const warning = open.n > 0 ? ` ${open.n} statement lines are still unmatched.` : '';
    return askUser(
      {
        confirm: elicit(`Close ${period}? No postings will be possible afterwards.${warning}`, {
          confirm: { type: 'boolean', title: `Close ${period}` },
        }, ['confirm']),
      },
      stateTokens.issue({ period, unmatched: open.n }, { userId: user.userId, tool: 'close_period' }),
    );
  }

  async function trialBalance(user, args) {
    const asOf = normaliseDate(args.asOf);
    const rows = await db.query(
      `SELECT a.code, a.name, a.type, COALESCE(SUM(j.amount_cents), 0) AS cents
         FROM accounts a LEFT JOIN journal_lines j ON j.account_id = a.id AND j.posted_on <= ?
        WHERE a.org_id = ?
        GROUP BY a.id ORDER BY a.code`,
      [asOf, user.orgId],
    );
    const debit = sumCents(rows.filter((r) => r.cents > 0).map((r) => Number(r.cents)));
    const credit = sumCents(rows.filter((r) => r.cents < 0).map((r) => Number(r.cents)));
    return ok({
      asOf,
      lines: rows.map((r) => ({ code: r.code, name: r.name, type: accountTypeLabel(r.type), balance: formatCents(Number(r.cents)) })),
      totalDebit: formatCents(debit),
      totalCredit: formatCents(-credit),
      balanced: debit + credit === 0,
    });
  }

  async function exportJournal(user, args) {
    const from = normaliseDate(args.from);
    const to = normaliseDate(args.to);
    const rows = await db.query(
      `SELECT j.id, j.posted_on, j.memo, a.code, l.amount_cents
         FROM journals j JOIN journal_lines l ON l.journal_id = j.id JOIN accounts a ON a.id = l.account_id
        WHERE j.org_id = ? AND j.posted_on BETWEEN ? AND ?
        ORDER BY j.posted_on, j.id`,
      [user.orgId, from, to],
    );
    const escape = (v) => {
      const s = String(v ?? '');
      return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    const csv = ['journal,date,memo,account,amount']
      .concat(rows.map((r) => [r.id, r.posted_on, r.memo, r.code, (r.amount_cents / 100).toFixed(2)].map(escape).join(',')))
      .join('\n');
    return ok(csv);
  }

  return server;
}

module.exports = { createLedgerServer };
