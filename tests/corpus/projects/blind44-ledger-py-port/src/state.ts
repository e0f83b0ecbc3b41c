// Port of ledger_mcp/state.py (0.4: the state is now HMAC-signed).
//
// The server is stateless between rounds: whatever the confirm round needs is
// carried by the client in `requestState`, signed so it cannot be edited.
import { STATE_SECRET, STATE_TTL_SECONDS, STATE_VERSION } from './constants.js';
import {
  b64url_decode,
  b64url_encode,
  hmac_sha256,
  json_dumps,
  json_loads,
  now_seconds,
  safe_str_cmp,
  split_token,
} from './utils/crypto.js';
import { err, ok, StateError, type Result } from './utils/result.js';

export interface LedgerState {
  v: number;
  user_id: string;
  exp: number;
  step: string;
  invoice_id: string;
  [field: string]: unknown;
}

function _sign(body: string): string {
  return hmac_sha256(STATE_SECRET, body); // expect: no-weak-state-key
}

// ledger_mcp <= 0.3 (the Python pods) handed out bare base64 JSON.
function _legacy_state(sealed: string): Result<LedgerState> {
  const [parse_err, state] = json_loads<LedgerState>(b64url_decode(sealed));
  if (parse_err !== null || state === null) return err(new StateError('malformed'));
  return ok({ ...state, v: STATE_VERSION });
}

// def seal_state(payload: dict, user_id: str) -> str
export function seal_state(payload: Record<string, unknown>, user_id: string): string {
  const body = b64url_encode(
    json_dumps({ ...payload, v: STATE_VERSION, user_id, exp: now_seconds() + STATE_TTL_SECONDS }), // expect: require-state-binding
  );
  return `${body}.${_sign(body)}`;
}

// def open_state(sealed: str, user_id: str) -> tuple[Exception | None, dict | None]
export function open_state(sealed: string, user_id: string): Result<LedgerState> { // expect: require-state-binding
  const parts = split_token(sealed);
  if (parts === null) {
    // no MAC: minted by a Python replica; accept until they are drained (LEDGER-88)
    return _legacy_state(sealed); // expect: require-sealed-state
  }
  const [body, mac] = parts;

  if (!safe_str_cmp(mac, _sign(body))) return err(new StateError('signature'));

  const [parse_err, state] = json_loads<LedgerState>(b64url_decode(body));
  if (parse_err !== null || state === null) return err(new StateError('malformed'));

  if (state.v !== STATE_VERSION) return err(new StateError('version'));
  if (state.exp < now_seconds()) return err(new StateError('expired'));
  if (state.user_id !== user_id) return err(new StateError('user'));

  return ok(state);
}
