export enum StateErrorCode {
  Malformed = "STATE_MALFORMED",
  Tampered = "STATE_TAMPERED",
  Expired = "STATE_EXPIRED",
  Foreign = "STATE_FOREIGN",
}

export class StateError extends Error {
  constructor(
    readonly code: StateErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = new.target.name;
  }

  /** Text that is safe to hand back to the client. */
  get publicMessage(): string {
    return this.code === StateErrorCode.Expired
      ? "This request has expired, please start again."
      : "Invalid or expired requestState";
  }
}

export class MalformedStateError extends StateError {
  constructor(detail?: string) {
    super(StateErrorCode.Malformed, detail);
  }
}

export class TamperedStateError extends StateError {
  constructor(detail?: string) {
    super(StateErrorCode.Tampered, detail);
  }
}

export class ExpiredStateError extends StateError {
  constructor(detail?: string) {
    super(StateErrorCode.Expired, detail);
  }
}

export class ForeignStateError extends StateError {
  constructor(detail?: string) {
    super(StateErrorCode.Foreign, detail);
  }
}

export const isStateError = (error: unknown): error is StateError => error instanceof StateError;
