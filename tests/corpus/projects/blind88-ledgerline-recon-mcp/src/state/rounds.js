// Helpers for multi-round tool calls: building input_required results and reading the matching cursor.
function needInput(inputRequests, requestState, summary) {
  return {
    resultType: 'input_required',
    inputRequests,
    content: summary ? [{ type: 'text', text: summary }] : [],
    _meta: { requestState },
  };
}

function formRequest(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

function readCursor(raw) {
  if (typeof raw !== 'string' || raw.length === 0) return null;
  const cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!cursor || cursor.kind !== 'match_statement') return null;
  return {
    statementId: String(cursor.statementId),
    accountId: String(cursor.accountId),
    offset: Number(cursor.offset) | 0,
    pending: Array.isArray(cursor.pending) ? cursor.pending.map(String) : [],
  };
}

module.exports = { needInput, formRequest, readCursor };
