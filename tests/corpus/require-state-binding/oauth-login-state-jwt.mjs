// Models the login flow of a web app (not an MCP server) that carries its OAuth `state` as a short-lived JWT holding a nonce and a return path: there is no MCP user or tool to bind it to.
import jwt from 'jsonwebtoken';
import { randomBytes } from 'node:crypto';

const LOGIN_STATE_KEY = process.env.LOGIN_STATE_KEY;

export function createOAuthState(returnTo) {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, state: jwt.sign({ nonce, returnTo }, LOGIN_STATE_KEY, { expiresIn: '10m' }) };
}

export function authorizeUrl(clientId, redirectUri, returnTo) {
  const { nonce, state } = createOAuthState(returnTo);
  const url = new URL('https://accounts.example.com/oauth/authorize');
  url.search = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', state }).toString();
  return { url: url.toString(), nonce };
}

export function readOAuthState(state) {
  const claims = jwt.verify(state, LOGIN_STATE_KEY, { maxAge: '10m' });
  return { nonce: claims.nonce, returnTo: claims.returnTo.startsWith('/') ? claims.returnTo : '/' };
}
