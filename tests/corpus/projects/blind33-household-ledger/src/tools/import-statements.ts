import { readFrame, writeFrame } from '../frame/frame.js';
import { finishBankImport, ledgerIdFor, startBankLogin } from '../ledger.js';
import { accepted, askFor, callerOf, form, refuse, text, type ToolHandler } from '../tool-kit.js';

const TOOL = 'import_statements';

type ImportState =
  | { step: 'login'; bankId: string; since: string }
  | { step: 'mfa'; bankId: string; since: string; username: string; password: string; challengeId: string };

export const importStatements: ToolHandler = async (params, extra) => {
  const userId = callerOf(extra);
  const bankId = String(params.arguments?.bankId ?? '');
  const since = String(params.arguments?.since ?? '');
  if (!bankId || !/^\d{4}-\d{2}-\d{2}$/.test(since)) return refuse('bankId and since (YYYY-MM-DD) are required.');

  if (!params.requestState) {
    return askFor(
      {
        bank_login: form(
          `Sign in to ${bankId} to import transactions since ${since}.`,
          { username: { type: 'string', title: 'Online banking user' }, password: { type: 'string', title: 'Password' } },
          ['username', 'password'],
        ),
      },
      writeFrame<ImportState>(userId, TOOL, { step: 'login', bankId, since }),
    );
  }

  const frame = readFrame<ImportState>(params.requestState);
  if (frame.user !== userId || frame.tool !== TOOL) return refuse('This import belongs to another session.');
  const state = frame.body;
  if (state.bankId !== bankId || state.since !== since) return refuse('Start the import again for this bank.');

  if (state.step === 'login') {
    const login = accepted<{ username: string; password: string }>(params, 'bank_login');
    if (!login) return text('Import cancelled.');
    const challenge = await startBankLogin(bankId, login.username, login.password);
    return askFor(
      { bank_mfa: form(challenge.prompt, { code: { type: 'string', title: 'One-time code' } }, ['code']) },
      writeFrame<ImportState>(userId, TOOL, {
        step: 'mfa',
        bankId,
        since,
        username: login.username,
        password: login.password, // expect: no-secrets-in-state
        challengeId: challenge.challengeId,
      }),
    );
  }

  const mfa = accepted<{ code: string }>(params, 'bank_mfa');
  if (!mfa) return text('Import cancelled.');
  const { ledgerId } = await ledgerIdFor(userId);
  const result = await finishBankImport({
    bankId,
    since,
    username: state.username,
    password: state.password,
    challengeId: state.challengeId,
    code: mfa.code,
    ledgerId,
  });
  return text(`Imported ${result.imported} transactions (${result.duplicates} duplicates skipped).`);
};
