// link_bank_account: three rounds.
//   1. no state      -> ask which bank login to use
//   2. stage=login   -> log in, list the accounts, ask which one to link
//   3. stage=pick    -> log in again and create the feed for the chosen account
import { sealContinuation, openContinuation } from '../continuation.js';
import { bankSession } from '../bank.js';

const TOOL = 'link_bank_account';

export const definition = {
  name: TOOL,
  description: 'Link a bank account so its transactions are imported into the ledger every night.',
  inputSchema: {
    type: 'object',
    properties: {
      institution: { type: 'string', description: 'Bank identifier, e.g. "ing-nl" or "n26"' },
    },
    required: ['institution'],
  },
};

const failure = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

const loginRequest = (institution) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: `Online banking login for ${institution}`,
    requestedSchema: {
      type: 'object',
      properties: {
        username: { type: 'string', title: 'User name' },
        password: { type: 'string', title: 'Password', format: 'password' },
      },
      required: ['username', 'password'],
    },
  },
});

const pickRequest = (accounts) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: 'Which account should feed this ledger?',
    requestedSchema: {
      type: 'object',
      properties: {
        iban: { type: 'string', enum: accounts.map((a) => a.iban), enumNames: accounts.map((a) => `${a.name} (${a.iban})`) },
      },
      required: ['iban'],
    },
  },
});

export async function run(args, ctx) {
  const { institution } = args;

  if (!ctx.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: { bank_login: loginRequest(institution) },
      requestState: sealContinuation(TOOL, ctx.principal, { stage: 'login', institution }),
    };
  }

  const opened = openContinuation(ctx.requestState, { tool: TOOL, principal: ctx.principal });
  if (!opened.ok) return failure(`Bank linking timed out (${opened.reason}). Start again.`);
  const state = opened.data;

  if (state.stage === 'login') {
    const answer = ctx.inputResponses.bank_login;
    if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Bank linking cancelled.' }] };
    const { username, password } = answer.content;

    const bank = await bankSession(state.institution, { username, password });
    const accounts = await bank.listAccounts();
    if (accounts.length === 0) return failure('That login has no accounts we can read.');

    return {
      resultType: 'input_required',
      inputRequests: { pick_account: pickRequest(accounts) },
      requestState: sealContinuation(TOOL, ctx.principal, {
        stage: 'pick',
        institution: state.institution,
        // keep the login so round three can open the feed without asking again
        login: { username, password }, // expect: no-secrets-in-state
      }),
    };
  }

  if (state.stage === 'pick') {
    const answer = ctx.inputResponses.pick_account;
    if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Bank linking cancelled.' }] };
    const bank = await bankSession(state.institution, state.login);
    const feed = await bank.createFeed(answer.content.iban);
    await ctx.ledger.addBankFeed({ institution: state.institution, iban: answer.content.iban, feedId: feed.id });
    return { content: [{ type: 'text', text: `Linked ${answer.content.iban}; first import runs tonight.` }] };
  }

  return failure('Unknown step.');
}
