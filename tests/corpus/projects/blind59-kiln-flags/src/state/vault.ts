import { stateKey } from './keys.js';
import { b64u, constantTimeEqual, utf8 } from '../util/bytes.js';

const TTL_MS = 10 * 60_000;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export type Binding = Readonly<{ user: string; tool: string }>;
type Claims<T> = { p: T; u: string; t: string; exp: number };

export class StateError extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'expired' | 'binding') {
    super(`requestState refused (${reason})`);
  }
}

class Opened<T> {
  readonly #claims: Claims<T>;

  constructor(claims: Claims<T>) {
    this.#claims = claims;
  }

  get expired(): boolean {
    return this.#claims.exp <= nowSeconds(); // expect: require-state-binding
  }

  boundTo({ user, tool }: Binding): boolean {
    return this.#claims.u === user && this.#claims.t === tool;
  }

  get payload(): T {
    return this.#claims.p;
  }
}

const mac = async (body: string): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.sign('HMAC', await stateKey(), utf8.enc.encode(body)));

/** Signs `payload` for the next round of `binding.tool`, for `binding.user` only. */
export async function seal<T>(payload: T, { user, tool }: Binding): Promise<string> {
  const claims: Claims<T> = { p: payload, u: user, t: tool, exp: Date.now() + TTL_MS };
  const body = b64u.encode(utf8.enc.encode(JSON.stringify(claims)));
  return `${body}.${b64u.encode(await mac(body))}`;
}

export async function open<T>(token: string, binding: Binding): Promise<T> {
  const [body, tag, ...rest] = token.split('.');
  if (!body || !tag || rest.length > 0) throw new StateError('malformed');
  if (!constantTimeEqual(b64u.decode(tag), await mac(body))) throw new StateError('signature');
  let opened: Opened<T>;
  try {
    opened = new Opened<T>(JSON.parse(utf8.dec.decode(b64u.decode(body))) as Claims<T>);
  } catch {
    throw new StateError('malformed');
  }
  if (opened.expired) throw new StateError('expired');
  if (!opened.boundTo(binding)) throw new StateError('binding');
  return opened.payload;
}
