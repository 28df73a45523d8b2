import { type DateArgument, FIRST_YEAR, LAST_YEAR, parseDateArgument } from "./oai-dates.ts";
import { OaiError } from "./oai-errors.ts";

export const VERBS = [
  "Identify",
  "ListMetadataFormats",
  "ListSets",
  "ListIdentifiers",
  "ListRecords",
  "GetRecord",
] as const;
export type Verb = (typeof VERBS)[number];

/** Each verb's arguments (§4): required, optional, and the exclusive resumptionToken. */
const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; resumable: boolean }> = {
  Identify: { required: [], optional: [], resumable: false },
  ListMetadataFormats: { required: [], optional: ["identifier"], resumable: false },
  ListSets: { required: [], optional: [], resumable: true },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], resumable: true },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], resumable: true },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [], resumable: false },
};

export interface OaiRequest {
  verb: Verb;
  identifier?: string;
  metadataPrefix?: string;
  from?: DateArgument;
  until?: DateArgument;
  set?: string;
  resumptionToken?: string;
  /** The arguments as received, echoed in <request> when they were valid. */
  echo: Record<string, string>;
}

/** What a request carried: every name with all its values (a repeated argument is an error). */
export type RawArguments = Map<string, string[]>;

export function rawFromSearchParams(params: URLSearchParams): RawArguments {
  const raw: RawArguments = new Map();
  for (const [name, value] of params) raw.set(name, [...(raw.get(name) ?? []), value]);
  return raw;
}

/**
 * Checks a request against §3.1 and §4: the verb first (missing, unknown or repeated: badVerb),
 * then its arguments (unknown, repeated, missing, resumptionToken not alone, a date that is not
 * one, from and until of different granularities or in the wrong order: badArgument).
 */
export function parseOaiRequest(raw: RawArguments): OaiRequest {
  const verbs = raw.get("verb") ?? [];
  if (verbs.length !== 1) {
    throw new OaiError(
      "badVerb",
      verbs.length === 0 ? "The verb argument is missing." : "The verb argument is repeated.",
    );
  }
  const verb = verbs[0] as Verb;
  if (!VERBS.includes(verb))
    throw new OaiError("badVerb", "The value of the verb argument is not a legal OAI-PMH verb.");

  const rules = ARGUMENTS[verb];
  const allowed = new Set([
    ...rules.required,
    ...rules.optional,
    ...(rules.resumable ? ["resumptionToken"] : []),
  ]);
  const echo: Record<string, string> = { verb };
  for (const [name, values] of raw) {
    if (name === "verb") continue;
    if (!allowed.has(name))
      throw new OaiError("badArgument", `The argument ${name} is not allowed with ${verb}.`);
    if (values.length > 1) throw new OaiError("badArgument", `The argument ${name} is repeated.`);
    echo[name] = values[0]!;
  }
  if (echo.resumptionToken !== undefined) {
    if (Object.keys(echo).length > 2) {
      throw new OaiError(
        "badArgument",
        "resumptionToken is an exclusive argument: send it alone with the verb.",
      );
    }
    return { verb, resumptionToken: echo.resumptionToken, echo };
  }
  for (const name of rules.required) {
    if (!echo[name]) throw new OaiError("badArgument", `The required argument ${name} is missing.`);
  }
  const request: OaiRequest = {
    verb,
    echo,
    identifier: echo.identifier,
    metadataPrefix: echo.metadataPrefix,
    set: echo.set,
  };
  for (const name of ["from", "until"] as const) {
    const value = echo[name];
    if (value === undefined) continue;
    const parsed = parseDateArgument(value);
    if (parsed === "invalid") {
      throw new OaiError(
        "badArgument",
        `The ${name} argument is not a date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`,
      );
    }
    if (parsed === "out-of-range") {
      throw new OaiError(
        "badArgument",
        `The ${name} argument is out of range: dates go from the year ${FIRST_YEAR} to ${LAST_YEAR}.`,
      );
    }
    request[name] = parsed;
  }
  if (request.from && request.until) {
    if (request.from.granularity !== request.until.granularity) {
      throw new OaiError("badArgument", "The from and until arguments must have the same granularity.");
    }
    if (request.from.start > request.until.start) {
      throw new OaiError(
        "badArgument",
        "The from argument must be less than or equal to the until argument.",
      );
    }
  }
  return request;
}
