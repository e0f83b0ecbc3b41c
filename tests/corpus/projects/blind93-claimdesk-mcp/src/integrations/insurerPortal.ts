// Client for the carrier's policy portal, which needs each adjuster's own portal login.
// @ts-nocheck
import { request } from 'undici';
import { settings } from '../settings.js';

export interface PortalSession {
  accessToken: string;
  expiresIn: number;
}

export async function portalLogin(username: string, password: string): Promise<PortalSession> {
  const { statusCode, body } = await request(`${settings.insurerPortalUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const json = await body.json();
  if (statusCode !== 200) throw new Error('The carrier portal rejected those credentials.');
  return { accessToken: json.access_token, expiresIn: json.expires_in };
}

export async function policiesFor(accessToken: string, policyNumber: string) {
  const { body } = await request(`${settings.insurerPortalUrl}/policies?number=${encodeURIComponent(policyNumber)}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const json = await body.json();
  return (json.items ?? []) as Array<{ id: string; term: string; product: string }>;
}

export async function policyDocuments(accessToken: string, policyId: string) {
  const { body } = await request(`${settings.insurerPortalUrl}/policies/${encodeURIComponent(policyId)}/documents`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const json = await body.json();
  return (json.documents ?? []) as Array<{ name: string; url: string; sha256: string }>;
}
