/**
 * The adminEmail of Identify when OAI_ADMIN_EMAIL is unset. The OAI-PMH schema's pattern
 * (\S+@(\S+\.)+\S+) wants a dot after the @, so admin@localhost, which the server gave before,
 * made Identify invalid on the README's own address. A host with a dot that is a name (not an IP
 * address, not a mailbox anyone reads) gives admin@<host>, as before; any other gets
 * admin@localhost.invalid: `.invalid` is reserved never to exist (RFC 6761 §6.4), so the address
 * is valid for a harvester's validator yet sends no mail to a stranger, and says it was never set.
 */
export const PLACEHOLDER_ADMIN_EMAIL = "admin@localhost.invalid";

/** A domain name with at least one dot and one letter: not localhost, a container's name or an IP. */
const DOMAIN_NAME = /^(?=[^:]*[a-z])[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

export function isDomainName(host: string): boolean {
  return DOMAIN_NAME.test(host);
}

export function oaiAdminEmail(configured: string | undefined, host: string): string {
  if (configured) return configured;
  return isDomainName(host) ? `admin@${host}` : PLACEHOLDER_ADMIN_EMAIL;
}

/**
 * The start-up warning when harvesters will read the placeholder: OAI_ADMIN_EMAIL unset and no
 * PUBLIC_URL with a domain name (without PUBLIC_URL each request's own host is used, and the
 * server's own address is localhost); null when there is nothing to warn of.
 */
export function adminEmailWarning(config: { oaiAdminEmail?: string; publicUrl?: string }): string | null {
  if (config.oaiAdminEmail) return null;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : "";
  if (isDomainName(host)) return null;
  return `OAI_ADMIN_EMAIL is unset and PUBLIC_URL names no domain: OAI-PMH Identify gives harvesters ${PLACEHOLDER_ADMIN_EMAIL} (or admin@<the request's host> when it has a dot); set OAI_ADMIN_EMAIL to the repository's contact address`;
}
