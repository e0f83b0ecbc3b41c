// State chart for preparing a contract: counterparty, signing options, review, then send or discard.
// @ts-nocheck
import { defineMachine } from './machine.js';

export interface ContractCtx {
  draftHandle: string;
  templateId: string;
  title: string;
  counterpartyName?: string;
  counterpartyEmail?: string;
  signingOrder?: 'parallel' | 'sequential';
  requirePasswordForSigners?: boolean;
  reminderDays?: number;
}

export const contractFlow = defineMachine<ContractCtx>({
  id: 'prepare_contract',
  initial: 'counterparty',
  states: {
    counterparty: {
      ask: (ctx) => ({
        message: `Who signs "${ctx.title}" on the other side?`,
        schema: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 2 }, email: { type: 'string', format: 'email' } },
          required: ['name', 'email'],
        },
      }),
      on: (ctx, a) => ({
        to: 'options',
        ctx: { ...ctx, counterpartyName: String(a.name).trim(), counterpartyEmail: String(a.email).trim().toLowerCase() },
      }),
    },
    options: {
      ask: () => ({
        message: 'Signing options',
        schema: {
          type: 'object',
          properties: {
            signingOrder: { type: 'string', enum: ['parallel', 'sequential'], default: 'sequential' },
            requirePasswordForSigners: {
              type: 'boolean',
              description: 'Signers must enter an access code that the provider sends them by SMS',
              default: false,
            },
            reminderDays: { type: 'integer', minimum: 1, maximum: 14, default: 3 },
          },
          required: ['signingOrder'],
        },
      }),
      on: (ctx, a) => ({
        to: 'review',
        ctx: {
          ...ctx,
          signingOrder: a.signingOrder === 'parallel' ? 'parallel' : 'sequential',
          requirePasswordForSigners: a.requirePasswordForSigners === true,
          reminderDays: Math.min(Math.max(Number(a.reminderDays ?? 3), 1), 14),
        },
      }),
    },
    review: {
      ask: (ctx) => ({
        message:
          `Send "${ctx.title}" to ${ctx.counterpartyName} <${ctx.counterpartyEmail}>, ${ctx.signingOrder} signing, ` +
          `reminders every ${ctx.reminderDays} days${ctx.requirePasswordForSigners ? ', SMS access code' : ''}?`,
        schema: {
          type: 'object',
          properties: { decision: { type: 'string', enum: ['send', 'change_counterparty', 'discard'] } },
          required: ['decision'],
        },
      }),
      on: (ctx, a) => {
        if (a.decision === 'send') return { to: 'sending' };
        if (a.decision === 'change_counterparty') return { to: 'counterparty' };
        return { to: 'discarded' };
      },
    },
    sending: { final: true },
    discarded: { final: true },
  },
});
