export type Result<T, E = AppError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

export class AppError extends Error {
  constructor(
    readonly kind: 'not_found' | 'forbidden' | 'conflict' | 'state' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Why a `requestState` was not accepted; mirrors the reasons of the bundled sealer. */
export type StateRefusalReason = 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args' | 'key';

export class StateRefusal extends AppError {
  constructor(readonly reason: StateRefusalReason) {
    super('state', `This step can no longer be resumed (${reason}). Please start again.`);
  }
}
