// A default-exported state encoder: btoa of JSON.
export default function encodeWizardState(state) {
  return btoa(JSON.stringify(state));
}
