// ledger_mcp/handlers/issue_credit_note.py
import { subject_token_from, user_id_from } from '../auth.js';
import { create_credit_note, exchange_token, format_money, get_invoice } from '../billing.js';
import { MAX_CREDIT_CENTS } from '../constants.js';
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

function _parse_amount(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > MAX_CREDIT_CENTS) return null;
  return n;
}

export async function handle_issue_credit_note(
  params: RoundParams,
  extra: HandlerExtra,
): Promise<ToolResult | InputRequiredResult> {
  const [auth_err, user_id] = user_id_from(extra);
  if (auth_err !== null) return tool_error(auth_err.message);

  const [tok_err, subject_token] = subject_token_from(extra);
  if (tok_err !== null) return tool_error(tok_err.message);

  if (!params.requestState) {
    const invoice_id = String(params.arguments?.invoice_id ?? '');
    const amount_cents = _parse_amount(params.arguments?.amount_cents);
    const memo = String(params.arguments?.memo ?? '');
    if (!invoice_id || amount_cents === null) return tool_error('invoice_id and a positive amount_cents are required');

    const [grant_err, grant] = await exchange_token(subject_token);
    if (grant_err !== null) return tool_error(grant_err.message);
    const [inv_err, invoice] = await get_invoice(grant.access_token, invoice_id);
    if (inv_err !== null) return tool_error(inv_err.message);
    if (amount_cents > invoice.total_cents) return tool_error('A credit note cannot exceed the invoice total.');

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirm_request(
          `Issue a credit note of ${format_money(amount_cents, invoice.currency)} against ${invoice.number} (${invoice.customer_name})?`,
        ),
      },
      requestState: seal_state(
        { step: 'confirm', invoice_id, amount_cents, memo, currency: invoice.currency },
        user_id,
      ),
    };
  }

  const [state_err, state] = open_state(params.requestState, user_id);
  if (state_err !== null) return tool_error('This confirmation is no longer valid. Please ask again.');
  if (state.step !== 'confirm') return tool_error('Unexpected state for issue_credit_note.');
  if (!confirmed(params)) return tool_text('No credit note was issued.');

  const amount_cents = _parse_amount(state.amount_cents);
  if (amount_cents === null) return tool_error('Invalid amount in state.');

  const [grant_err, grant] = await exchange_token(subject_token);
  if (grant_err !== null) return tool_error(grant_err.message);
  const [cn_err, note] = await create_credit_note(grant.access_token, state.invoice_id, amount_cents, String(state.memo ?? ''));
  if (cn_err !== null) return tool_error(cn_err.message);
  return tool_text(`Credit note ${note.number} issued for ${format_money(note.amount_cents, String(state.currency))}.`);
}
