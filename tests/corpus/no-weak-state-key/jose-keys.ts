// Models jose SignJWT in an MCP 2.x server and an edge middleware: a literal secret encoded with TextEncoder, an env secret, an imported PKCS#8 private key.
// @ts-nocheck
import { SignJWT, importPKCS8, jwtVerify } from 'jose';

const encoder = new TextEncoder();
const stateSecret = encoder.encode(process.env.MCP_STATE_SECRET);

export async function mintState(sub: string, tool: string, data: Record<string, unknown>) {
  return new SignJWT({ ...data, tool })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime('5m')
    .sign(stateSecret);
}

export async function mintPreviewState(sub: string, tool: string) {
  return new SignJWT({ tool, preview: true })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('preview-state-secret')); // expect: no-weak-state-key
}

const EDGE_SECRET = encoder.encode('edge-session-secret-123');

export async function edgeSession(userId: string) {
  return await new SignJWT({ uid: userId }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1d').sign(EDGE_SECRET); // expect: no-weak-state-key
}

export async function serviceAssertion(clientId: string) {
  const privateKey = await importPKCS8(process.env.SERVICE_PRIVATE_KEY_PEM!, 'ES256');
  return new SignJWT({ iss: clientId, sub: clientId, aud: 'https://auth.example.com/token' })
    .setProtectedHeader({ alg: 'ES256', kid: 'svc-1' })
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(privateKey);
}

export async function readState(token: string) {
  const { payload } = await jwtVerify(token, stateSecret, { algorithms: ['HS256'] });
  return payload;
}
