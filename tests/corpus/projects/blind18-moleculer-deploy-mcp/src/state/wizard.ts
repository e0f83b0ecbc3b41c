import { gunzipSync, gzipSync } from 'node:zlib';

export type WizardStep = 'name' | 'region' | 'size' | 'done';

interface WizardData {
  step: WizardStep;
  owner: string;
  team: string;
  name?: string;
  region?: string;
  size?: 'small' | 'medium' | 'large';
}

/**
 * The "new environment" wizard keeps its progress in requestState so any
 * gateway node can pick it up. Gzipped because the answers add up.
 */
export class EnvironmentWizard {
  private constructor(private readonly data: WizardData) {}

  static start(owner: string, team: string): EnvironmentWizard {
    return new EnvironmentWizard({ step: 'name', owner, team });
  }

  static resume(raw: string): EnvironmentWizard {
    const json = gunzipSync(Buffer.from(raw, 'base64url')).toString('utf8');
    return new EnvironmentWizard(JSON.parse(json) as WizardData);
  }

  get step(): WizardStep {
    return this.data.step;
  }

  get snapshot(): Readonly<WizardData> {
    return this.data;
  }

  answer(patch: Partial<Omit<WizardData, 'owner' | 'team' | 'step'>>): EnvironmentWizard {
    const order: WizardStep[] = ['name', 'region', 'size', 'done'];
    const next = order[order.indexOf(this.data.step) + 1] ?? 'done';
    return new EnvironmentWizard({ ...this.data, ...patch, step: next });
  }

  serialize(): string {
    return gzipSync(Buffer.from(JSON.stringify(this.data))).toString('base64url');
  }
}
