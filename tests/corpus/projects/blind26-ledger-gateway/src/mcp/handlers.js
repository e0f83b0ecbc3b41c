import { Configuration, PlaidApi, PlaidEnvironments } from 'plaid';
import { parkTransfer, redis, takeTransfer } from '../store/redis.js';

/** Treasury approvers batch their sign-offs, so a confirmation may sit for a while. */
const FLOW_TTL_MS = 2 * 60 * 60 * 1000; // expect-todo: require-state-binding

/**
 * @typedef {object} ToolCtx
 * @property {import('../middleware/context.js').Principal} principal
 * @property {import('../store/redis.js').Tenant} tenant
 * @property {Record<string, any> | undefined} flow
 * @property {Record<string, { action: string, content?: Record<string, any> }>} inputResponses
 * @property {import('../lib/signer.js').SignerPool} signer
 */

/** @param {string} text @param {boolean} [isError] */
const textResult = (text, isError = false) => ({ resultType: 'complete', isError, content: [{ type: 'text', text }] });

/**
 * @param {ToolCtx} ctx
 * @param {string} tool
 * @param {Record<string, unknown>} data
 */
const mintState = (ctx, tool, data) =>
  ctx.signer.seal({ ...data, sub: ctx.principal.sub, tool, exp: Date.now() + FLOW_TTL_MS });

/** @param {import('../store/redis.js').Tenant} tenant */
const plaidFor = (tenant) =>
  new PlaidApi(
    new Configuration({
      basePath: PlaidEnvironments[process.env.PLAID_ENV ?? 'sandbox'],
      baseOptions: { headers: { 'PLAID-CLIENT-ID': tenant.plaidClientId, 'PLAID-SECRET': tenant.plaidSecret } },
    }),
  );

/** @type {Record<string, (args: any, ctx: ToolCtx) => Promise<object>>} */
export const tools = {
  async transfer_funds(args, ctx) {
    if (!ctx.flow) {
      if (!ctx.tenant.allowedCurrencies.includes(args.currency)) {
        return textResult(`Currency ${args.currency} is not enabled for ${ctx.tenant.name}.`, true);
      }
      const handle = await parkTransfer(
        {
          sub: ctx.principal.sub,
          tenantId: ctx.tenant.id,
          fromAccount: args.fromAccount,
          toIban: args.toIban,
          amountMinor: args.amountMinor,
          currency: args.currency,
          reference: args.reference ?? '',
        },
        FLOW_TTL_MS,
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Send ${(args.amountMinor / 100).toFixed(2)} ${args.currency} to ${args.toIban}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            },
          },
        },
        requestState: await mintState(ctx, 'transfer_funds', { handle }),
      };
    }

    const transfer = await takeTransfer(ctx.flow.handle);
    if (!transfer || transfer.sub !== ctx.principal.sub) return textResult('This transfer is no longer pending.', true);
    if (ctx.inputResponses.confirm?.action !== 'accept' || ctx.inputResponses.confirm.content?.confirm !== true) {
      return textResult('Transfer cancelled.');
    }
    const paymentId = await redis.xadd('payments:outbox', '*', 'transfer', JSON.stringify(transfer));
    return textResult(`Transfer queued (${paymentId}).`);
  },

  async link_bank_account(args, ctx) {
    const plaid = plaidFor(ctx.tenant);

    if (!ctx.flow) {
      const { data: exchange } = await plaid.itemPublicTokenExchange({ public_token: args.publicToken });
      const { data: accounts } = await plaid.accountsGet({ access_token: exchange.access_token });
      const choices = accounts.accounts.map((a) => a.account_id);
      return {
        resultType: 'input_required',
        inputRequests: {
          account: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Which account should be used for payouts?',
              requestedSchema: {
                type: 'object',
                properties: {
                  accountId: {
                    type: 'string',
                    enum: choices,
                    enumNames: accounts.accounts.map((a) => `${a.name} ••${a.mask}`),
                  },
                },
                required: ['accountId'],
              },
            },
          },
        },
        requestState: await mintState(ctx, 'link_bank_account', {
          itemId: exchange.item_id,
          plaidAccessToken: exchange.access_token, // expect-todo: no-secrets-in-state
          choices,
        }),
      };
    }

    const picked = ctx.inputResponses.account?.content?.accountId;
    if (ctx.inputResponses.account?.action !== 'accept' || !ctx.flow.choices.includes(picked)) {
      return textResult('No account linked.');
    }
    await redis.hset(
      `tenant:${ctx.tenant.id}:bank-links`,
      picked,
      JSON.stringify({ itemId: ctx.flow.itemId, accessToken: ctx.flow.plaidAccessToken, linkedBy: ctx.principal.sub }),
    );
    return textResult(`Linked account ${picked}.`);
  },
};

/** @type {import('express').RequestHandler} */
export async function mcpEndpoint(req, res, next) {
  const rpc = req.body;
  try {
    if (rpc?.method !== 'tools/call') {
      res.json({ jsonrpc: '2.0', id: rpc?.id ?? null, error: { code: -32601, message: 'Method not found' } });
      return;
    }
    const tool = tools[rpc.params?.name];
    if (!tool) {
      res.json({ jsonrpc: '2.0', id: rpc.id, error: { code: -32602, message: `Unknown tool ${rpc.params?.name}` } });
      return;
    }
    const result = await tool(rpc.params.arguments ?? {}, {
      principal: res.locals.principal,
      tenant: res.locals.tenant,
      // @ts-ignore
      flow: req.context.flow,
      inputResponses: rpc.params.inputResponses ?? {},
      signer: req.app.get('signer'),
    });
    res.set('cache-control', 'no-store').json({ jsonrpc: '2.0', id: rpc.id, result });
  } catch (err) {
    next(err);
  }
}
