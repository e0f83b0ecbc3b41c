// Records every tool call, its outcome and duration in the billing audit table.
const { pool } = require('../lib/billingApi');

function outcome(result) {
  if (!result) return 'empty';
  if (result.resultType === 'input_required') return 'input_required';
  return result.isError ? 'error' : 'ok';
}

function withAudit(handler) {
  return async (args, call) => {
    const started = Date.now();
    let result;
    try {
      result = await handler(args, call);
      return result;
    } catch (err) {
      result = { isError: true, error: err.message };
      throw err;
    } finally {
      pool
        .query(
          `INSERT INTO billing_audit (account_id, user_id, tool, request_id, outcome, duration_ms)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [call.user.accountId, call.user.id, call.tool, String(call.requestId), outcome(result), Date.now() - started],
        )
        .catch((err) => console.error('audit insert failed', err));
    }
  };
}

module.exports = { withAudit };
