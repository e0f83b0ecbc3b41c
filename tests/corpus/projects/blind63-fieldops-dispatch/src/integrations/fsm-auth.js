import ky from 'ky';

// Exchanges the dispatcher's identity for a delegated token on the field-service-management
// (FSM) vendor API. The vendor issues short-lived tokens per dispatcher.
const tokenEndpoint = process.env.FSM_TOKEN_URL ?? 'https://auth.fsm-vendor.example/oauth/token';

export async function delegatedFsmToken(dispatcherId) {
  const json = await ky
    .post(tokenEndpoint, {
      form: {
        grant_type: 'client_credentials',
        client_id: process.env.FSM_CLIENT_ID,
        client_secret: process.env.FSM_CLIENT_SECRET,
        scope: 'jobs:write technicians:read',
        on_behalf_of: dispatcherId,
      },
    })
    .json();
  return json.access_token;
}
