// import_statement tool: pulls bank statement lines for a connected account into the ledger.
import { z } from 'zod';
import { roundOf, accepted, bindTo, isBound, userOf, orgOf, elicit, askFor, text, fail, json } from '../lib/rounds.js';

const TOOL = 'import_statement';
const accountLabel = ({ name, iban = '' }) => `${name} …${iban.slice(-4)}`;

export const importStatement = ({ ledger, bankfeed, sealer: { seal, open }, ttlMs }) => [TOOL, {
  description: 'Import bank statement lines for a date range from a connected bank account.',
  inputSchema: { connectionId: z.string().min(1), from: z.string().date(), to: z.string().date() },
}, async ({ connectionId, from, to }, extra) => {
  const [userId, orgId] = [userOf(extra), orgOf(extra)];
  const { raw, responses } = roundOf(extra);

  if (!raw) {
    const conn = await ledger.bankConnection({ id: connectionId, orgId });
    if (!conn) return fail('Unknown bank connection.');
    const { accessToken, next } = await bankfeed.refresh(conn.refreshToken);
    await ledger.rotateRefreshToken({ id: conn.id, refreshToken: next });
    const accounts = await bankfeed.accounts(accessToken);
    return askFor(
      { account: elicit('Which account should be imported?', { account: { type: 'string', enum: accounts.map(({ id }) => id), enumNames: accounts.map(accountLabel) } }) },
      seal(bindTo({ userId, tool: TOOL, ttlMs })({ connectionId, from, to, accessToken })), // expect: no-secrets-in-state
    );
  }

  const st = open(raw);
  if (!isBound({ userId, tool: TOOL })(st) || st.connectionId !== connectionId || st.from !== from || st.to !== to) return fail('Invalid or expired requestState');
  const { account } = accepted(responses, 'account') ?? {};
  if (!account) return text('Import cancelled.');
  const lines = await bankfeed.statement(st.accessToken, { account, from, to });
  const saved = await ledger.saveStatementLines({ orgId, connectionId, lines });
  return json({ account, fetched: lines.length, saved });
}];
