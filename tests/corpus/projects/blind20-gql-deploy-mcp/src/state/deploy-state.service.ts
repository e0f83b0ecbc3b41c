import type { DeployBotConfig } from '../config.js';
import type { RegistryAuth } from '../services/registry.js';
import { envelopeCodec, StateRejected, type Codec } from './envelope.js';
import { ProgressCipher } from './progress-cipher.js';
import { makeSigner } from './signer.js';

export interface DeployApproval {
  tool: 'deploy_service';
  userId: string;
  service: string;
  image: string;
  registryAuth: RegistryAuth;
}

export interface RollbackConfirmation {
  tool: 'rollback_service';
  service: string;
  toRevision: number;
}

/** Mints and opens every piece of state the deploy tools hand to the client. */
export class DeployStateService {
  readonly #approvals: Codec<DeployApproval>;
  readonly #rollbacks: Codec<RollbackConfirmation>;
  readonly #progress: ProgressCipher;
  /** Verified decodes, cached per GraphQL operation context. */
  readonly #opened = new WeakMap<object, Map<string, unknown>>();

  private constructor(approvals: Codec<DeployApproval>, rollbacks: Codec<RollbackConfirmation>, progress: ProgressCipher) {
    this.#approvals = approvals;
    this.#rollbacks = rollbacks;
    this.#progress = progress;
  }

  static create(config: Pick<DeployBotConfig, 'stateSecret' | 'stateTtlMs'>): DeployStateService {
    const signer = makeSigner(config.stateSecret);
    return new DeployStateService(
      envelopeCodec<DeployApproval>(signer, config.stateTtlMs),
      envelopeCodec<RollbackConfirmation>(signer, config.stateTtlMs),
      ProgressCipher.fromSecret(config.stateSecret),
    );
  }

  get progress(): ProgressCipher {
    return this.#progress;
  }

  mintApproval(approval: DeployApproval): string {
    return this.#approvals.encode(approval);
  }

  mintRollback(confirmation: RollbackConfirmation): string {
    return this.#rollbacks.encode(confirmation);
  }

  openApproval(opCtx: object, token: string, userId: string): DeployApproval {
    const approval = this.#memo(opCtx, token, () => this.#approvals.decode(token));
    if (approval.tool !== 'deploy_service' || approval.userId !== userId) {
      throw new StateRejected('approval belongs to another call');
    }
    return approval;
  }

  openRollback(opCtx: object, token: string, service: string): RollbackConfirmation {
    const confirmation = this.#memo(opCtx, token, () => this.#rollbacks.decode(token));
    if (confirmation.tool !== 'rollback_service' || confirmation.service !== service) {
      throw new StateRejected('confirmation belongs to another call');
    }
    return confirmation;
  }

  #memo<T>(opCtx: object, token: string, open: () => T): T {
    let perOp = this.#opened.get(opCtx);
    if (!perOp) {
      perOp = new Map();
      this.#opened.set(opCtx, perOp);
    }
    if (!perOp.has(token)) perOp.set(token, open());
    return perOp.get(token) as T;
  }
}
