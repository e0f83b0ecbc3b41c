export type Result<T, E> = Success<T> | Failure<E>;

export class Success<T> {
  readonly ok = true as const;
  constructor(readonly value: T) {}
}

export class Failure<E> {
  readonly ok = false as const;
  constructor(readonly error: E) {}
}

export const success = <T>(value: T): Success<T> => new Success(value);
export const failure = <E>(error: E): Failure<E> => new Failure(error);

export type StateRejection = 'malformed' | 'key' | 'signature' | 'expired' | 'user' | 'tool' | 'args';

export class StateRejected extends Error {
  constructor(readonly reason: StateRejection) {
    super(`requestState rejected: ${reason}`);
    this.name = 'StateRejected';
  }
}

export type BillingErrorCode =
  | 'not_found'
  | 'forbidden'
  | 'not_refundable'
  | 'confirmation_invalid'
  | 'confirmation_used'
  | 'state_rejected';

export class BillingError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}
