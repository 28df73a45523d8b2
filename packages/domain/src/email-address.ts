/**
 * Which email addresses the platform takes (sign-up, profile, the admin's edit, password reset).
 *
 * ASCII only: the local part a dot-atom of RFC 5322's atext (letters, digits and
 * !#$%&'*+/=?^_`{|}~-), the domain dot-separated labels of letters, digits and inner hyphens
 * under a top-level label of letters. An internationalised domain is taken in its punycode form
 * (`xn--…`), and only when that decodes under IDNA: a Cyrillic a (U+0430) standing in for a Latin
 * "a" in "admin@ex.com" is refused rather than stored beside the real address, and markup
 * (`a@b.c<script>`) never reaches an email, a page or a CSV. Internationalised local parts
 * (RFC 6531) are refused: few mail servers deliver to them, and they are where look-alikes hide.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Whether the punycode labels decode (the WHATWG URL parser applies IDNA, in browsers and Node). */
function idnaValid(domain: string): boolean {
  if (!/(^|\.)xn--/i.test(domain)) return true;
  try {
    return new URL(`http://${domain}/`).hostname === domain.toLowerCase();
  } catch {
    return false;
  }
}

export function isAcceptableEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  if (!TOP_LABEL.test(labels.at(-1)!)) return false;
  return idnaValid(domain);
}
