// ledger_mcp/handlers/void_invoice.py
import { subject_token_from, user_id_from } from '../auth.js';
import { exchange_token, format_money, get_invoice, void_invoice as billing_void_invoice } from '../billing.js';
import {
  confirm_request,
  confirmed,
  tool_error,
  tool_text,
  type HandlerExtra,
  type InputRequiredResult,
  type RoundParams,
  type ToolResult,
} from '../protocol.js';
import { open_state, seal_state } from '../state.js';

export async function handle_void_invoice(params: RoundParams, extra: HandlerExtra): Promise<ToolResult | InputRequiredResult> {
  const [auth_err, user_id] = user_id_from(extra);
  if (auth_err !== null) return tool_error(auth_err.message);

  const invoice_id = String(params.arguments?.invoice_id ?? '');
  const reason = String(params.arguments?.reason ?? 'voided via assistant');
  if (!invoice_id) return tool_error('invoice_id is required');

  // --- round 1: look the invoice up and ask for a confirmation -------------
  if (!params.requestState) {
    const [tok_err, subject_token] = subject_token_from(extra);
    if (tok_err !== null) return tool_error(tok_err.message);

    const [grant_err, grant] = await exchange_token(subject_token);
    if (grant_err !== null) return tool_error(grant_err.message);

    const [inv_err, invoice] = await get_invoice(grant.access_token, invoice_id);
    if (inv_err !== null) return tool_error(inv_err.message);
    if (invoice.status !== 'open') return tool_error(`Invoice ${invoice.number} is ${invoice.status}; only open invoices can be voided.`);

    const amount = format_money(invoice.total_cents, invoice.currency);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirm_request(`Void invoice ${invoice.number} for ${invoice.customer_name} (${amount})? This cannot be undone.`),
      },
      requestState: seal_state(
        {
          step: 'confirm',
          invoice_id,
          reason,
          invoice_number: invoice.number,
          // the exchange endpoint is rate limited; reuse the grant on the confirm round
          billing_access_token: grant.access_token, // expect: no-secrets-in-state
        },
        user_id,
      ),
    };
  }

  // --- round 2: the client answered; act on what we sealed -----------------
  const [state_err, state] = open_state(params.requestState, user_id);
  if (state_err !== null) return tool_error('This confirmation is no longer valid. Please ask again.');
  if (state.step !== 'confirm') return tool_error('Unexpected state for void_invoice.');

  if (!confirmed(params)) return tool_text(`Invoice ${String(state.invoice_number)} was left open.`);

  let access_token = typeof state.billing_access_token === 'string' ? state.billing_access_token : '';
  if (!access_token) {
    const [tok_err, subject_token] = subject_token_from(extra);
    if (tok_err !== null) return tool_error(tok_err.message);
    const [grant_err, grant] = await exchange_token(subject_token);
    if (grant_err !== null) return tool_error(grant_err.message);
    access_token = grant.access_token;
  }

  const [void_err, voided] = await billing_void_invoice(access_token, state.invoice_id, String(state.reason));
  if (void_err !== null) return tool_error(void_err.message);
  return tool_text(`Invoice ${voided.number} is now ${voided.status}.`);
}
