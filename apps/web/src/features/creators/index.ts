// The creators' public entry (decision 015): the profile shows where a creator request stands.
export { ProfileCreatorSection } from "./creator-notice.tsx";
