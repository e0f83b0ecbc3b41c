// HTTP client for the HRIS: candidates, onboarding drafts, employee directory and provisioning.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { TYPES } from '../ioc/types';
import type { Settings } from '../config/settings';

export interface Candidate {
  id: string;
  fullName: string;
  offerStatus: 'pending' | 'accepted' | 'declined';
  startDate: string;
  department: string;
  managerId: string;
}

@injectable()
export class HrisClient {
  constructor(@inject(TYPES.Settings) private readonly settings: Settings) {}

  getCandidate(id: string): Promise<Candidate | null> {
    return this.request('GET', `/candidates/${encodeURIComponent(id)}`, undefined, true);
  }

  createOnboardingDraft(candidateId: string, details: Record<string, unknown>, createdBy: string): Promise<{ draftId: string }> {
    return this.request('POST', `/candidates/${encodeURIComponent(candidateId)}/onboarding-drafts`, { details, createdBy });
  }

  getDraft(draftId: string): Promise<{ draftId: string; candidateId: string; createdBy: string; status: string } | null> {
    return this.request('GET', `/onboarding-drafts/${encodeURIComponent(draftId)}`, undefined, true);
  }

  completeDraft(draftId: string, equipment: Record<string, unknown>): Promise<{ employeeId: string }> {
    return this.request('POST', `/onboarding-drafts/${encodeURIComponent(draftId)}/complete`, { equipment });
  }

  searchEmployees(query: string, limit: number) {
    return this.request('GET', `/employees?q=${encodeURIComponent(query)}&limit=${limit}`);
  }

  getEmployee(id: string) {
    return this.request('GET', `/employees/${encodeURIComponent(id)}`, undefined, true);
  }

  provisionAccounts(employeeId: string, systems: string[], requestedBy: string): Promise<{ jobId: string }> {
    return this.request('POST', `/employees/${encodeURIComponent(employeeId)}/provisioning`, { systems, requestedBy });
  }

  markContractSigned(candidateId: string, envelopeId: string, signedAt: string): Promise<void> {
    return this.request('POST', `/candidates/${encodeURIComponent(candidateId)}/contract`, { envelopeId, signedAt });
  }

  private async request(method: string, path: string, body?: unknown, allowMissing = false) {
    const res = await fetch(new URL(path, this.settings.hrisBaseUrl), {
      method,
      headers: {
        authorization: `Bearer ${this.settings.hrisApiKey}`,
        'x-api-version': this.settings.hrisApiVersion,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(6000),
    });
    if (allowMissing && res.status === 404) return null;
    if (!res.ok) throw new Error(`HRIS ${method} ${path} -> ${res.status}`);
    return res.status === 204 ? undefined : res.json();
  }
}
