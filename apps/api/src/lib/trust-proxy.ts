import net from "node:net";
import { z } from "zod";

/**
 * What Fastify's `trustProxy` is given: false (the socket's address is the client) or the
 * addresses/CIDRs of the proxies in front of the API, whose X-Forwarded-For entries are believed
 * hop by hop from the socket back. Never `true`, which takes the client's address from whatever
 * the client writes, nor a hop count, which believes a client that reaches the port directly
 * (Fastify 5 now trusts nothing for a number); decision 080.
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1/128, and so on). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const SAFE_VALUES =
  "list the addresses/CIDRs of the proxies in front of the API (e.g. 10.0.0.0/8,127.0.0.1), or false";

function trustedEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = net.isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: false/0/no (the default) or a comma-separated list of proxies. */
export const trustProxySchema = z
  .string()
  .default("false")
  .transform((raw, context): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (["false", "0", "no"].includes(value)) return false;
    if (["true", "yes"].includes(value)) {
      context.addIssue({
        code: "custom",
        message: `"${raw}" would trust any X-Forwarded-For a client writes; ${SAFE_VALUES}`,
      });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(trustedEntry)) return entries;
    context.addIssue({
      code: "custom",
      message: `"${raw}" is not a list of proxy addresses; ${SAFE_VALUES}`,
    });
    return z.NEVER;
  });
