import { type OaiRequest, parseOaiRequest, type RawArguments } from "./oai-arguments.ts";
import { formatDatestamp, GRANULARITY, untilExclusive } from "./oai-dates.ts";
import { OAI_DC, oaiDcXml } from "./oai-dc.ts";
import { OaiError } from "./oai-errors.ts";
import { OAI_QDC, oaiQdcXml } from "./oai-qdc.ts";
import type { OaiItem, OaiRepository } from "./oai-repository.ts";
import { decodeResumptionToken, encodeResumptionToken, type ResumptionState } from "./resumption-token.ts";
import { element, textElement } from "./xml.ts";

/** Records per ListRecords/ListIdentifiers response; the rest follows by resumption token. */
export const PAGE_SIZE = 100;

const OAI_NAMESPACE = "http://www.openarchives.org/OAI/2.0/";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

export interface OaiContext {
  /** The absolute URL of the /oai endpoint (baseURL). */
  baseUrl: string;
  /** The repository's domain name in its identifiers: oai:<repositoryIdentifier>:<id>. */
  repositoryIdentifier: string;
  repositoryName: string;
  adminEmail: string;
  now: Date;
  /** Signs resumption tokens. */
  secret: Uint8Array;
  pageSize?: number;
}

/** Answers one OAI-PMH request (GET query or POST form, as raw arguments) with its XML document. */
export async function answerOai(
  raw: RawArguments,
  repository: OaiRepository,
  context: OaiContext,
): Promise<string> {
  let request: OaiRequest | undefined;
  try {
    request = parseOaiRequest(raw);
    return envelope(context, request.echo, await answerVerb(request, repository, context));
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    // §3.2: after badVerb or badArgument the request element carries no attributes.
    const echo = error.code === "badVerb" || error.code === "badArgument" ? {} : (request?.echo ?? {});
    return envelope(context, echo, textElement("error", error.message, { code: error.code }));
  }
}

/**
 * The answer at an address under /oai that is not the endpoint (decision 220): the protocol's own
 * error document, badVerb (no verb can be read at an address OAI-PMH does not define), pointing
 * at the endpoint.
 */
export function notTheEndpoint(context: Pick<OaiContext, "baseUrl" | "now">): string {
  const message = `This address is not the OAI-PMH endpoint: send requests to ${context.baseUrl}.`;
  return envelope(context, {}, textElement("error", message, { code: "badVerb" }));
}

function envelope(
  context: Pick<OaiContext, "baseUrl" | "now">,
  echo: Record<string, string>,
  body: string,
): string {
  const root = element(
    "OAI-PMH",
    {
      xmlns: OAI_NAMESPACE,
      "xmlns:xsi": XSI,
      "xsi:schemaLocation": `${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
    },
    [
      textElement("responseDate", formatDatestamp(context.now)),
      textElement("request", context.baseUrl, echo),
      body,
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}`;
}

async function answerVerb(
  request: OaiRequest,
  repository: OaiRepository,
  context: OaiContext,
): Promise<string> {
  switch (request.verb) {
    case "Identify":
      return identify(repository, context);
    case "ListMetadataFormats":
      if (request.identifier !== undefined) await findItem(request.identifier, repository, context);
      return element(
        "ListMetadataFormats",
        {},
        FORMATS.map((format) =>
          element("metadataFormat", {}, [
            textElement("metadataPrefix", format.metadataPrefix),
            textElement("schema", format.schema),
            textElement("metadataNamespace", format.metadataNamespace),
          ]),
        ),
      );
    case "ListSets":
      return listSets(request, repository);
    case "GetRecord": {
      checkFormat(request.metadataPrefix);
      const item = await findItem(request.identifier!, repository, context);
      return element("GetRecord", {}, recordXml(item, context, request.metadataPrefix!));
    }
    case "ListIdentifiers":
    case "ListRecords":
      return listItems(request, repository, context);
  }
}

async function identify(repository: OaiRepository, context: OaiContext): Promise<string> {
  const earliest = (await repository.earliestDatestamp()) ?? context.now;
  const children = [
    textElement("repositoryName", context.repositoryName),
    textElement("baseURL", context.baseUrl),
    textElement("protocolVersion", "2.0"),
    textElement("adminEmail", context.adminEmail),
    textElement("earliestDatestamp", formatDatestamp(earliest)),
    textElement("deletedRecord", "persistent"),
    textElement("granularity", GRANULARITY),
  ];
  // The oai-identifier description is only valid for a domain name (its schema wants a dot).
  if (/^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(context.repositoryIdentifier)) {
    const namespace = "http://www.openarchives.org/OAI/2.0/oai-identifier";
    children.push(
      element("description", {}, [
        element(
          "oai-identifier",
          { xmlns: namespace, "xsi:schemaLocation": `${namespace} ${namespace}.xsd` },
          [
            textElement("scheme", "oai"),
            textElement("repositoryIdentifier", context.repositoryIdentifier),
            textElement("delimiter", ":"),
            textElement(
              "sampleIdentifier",
              `oai:${context.repositoryIdentifier}:00000000-0000-4000-8000-000000000000`,
            ),
          ],
        ),
      ]),
    );
  }
  return element("Identify", {}, children);
}

async function listSets(request: OaiRequest, repository: OaiRepository): Promise<string> {
  // Every set goes in one response, so no ListSets token was ever issued.
  if (request.resumptionToken !== undefined) {
    throw new OaiError(
      "badResumptionToken",
      "The value of the resumptionToken argument is invalid or expired.",
    );
  }
  const sets = await repository.listSets();
  if (sets.length === 0) throw new OaiError("noSetHierarchy", "This repository does not support sets.");
  return element(
    "ListSets",
    {},
    sets.map((set) =>
      element("set", {}, [
        textElement("setSpec", set.spec),
        textElement("setName", set.name),
        ...(set.description.length > 0 ? [element("setDescription", {}, oaiDcXml(set.description))] : []),
      ]),
    ),
  );
}

/** The formats every record is disseminated in (every item has both). */
const FORMATS = [OAI_DC, OAI_QDC] as const;
const WRITERS: Record<string, (values: OaiItem["dc"]) => string> = {
  [OAI_DC.metadataPrefix]: oaiDcXml,
  [OAI_QDC.metadataPrefix]: oaiQdcXml,
};

function checkFormat(metadataPrefix: string | undefined): void {
  if (metadataPrefix === undefined || !Object.hasOwn(WRITERS, metadataPrefix)) {
    throw new OaiError(
      "cannotDisseminateFormat",
      "The metadata format is not supported by this repository (oai_dc and oai_qdc are).",
    );
  }
}

export function oaiIdentifier(context: OaiContext, id: string): string {
  return `oai:${context.repositoryIdentifier}:${id}`;
}

async function findItem(
  identifier: string,
  repository: OaiRepository,
  context: OaiContext,
): Promise<OaiItem> {
  const prefix = `oai:${context.repositoryIdentifier}:`;
  const item = identifier.startsWith(prefix) ? await repository.get(identifier.slice(prefix.length)) : null;
  if (!item)
    throw new OaiError(
      "idDoesNotExist",
      "The value of the identifier argument is unknown in this repository.",
    );
  return item;
}

function headerXml(item: OaiItem, context: OaiContext): string {
  return element("header", { status: item.deleted ? "deleted" : undefined }, [
    textElement("identifier", oaiIdentifier(context, item.id)),
    textElement("datestamp", formatDatestamp(item.datestamp)),
    ...item.setSpecs.map((spec) => textElement("setSpec", spec)),
  ]);
}

function recordXml(item: OaiItem, context: OaiContext, metadataPrefix: string): string {
  const write = WRITERS[metadataPrefix] ?? oaiDcXml;
  return element("record", {}, [
    headerXml(item, context),
    ...(item.deleted ? [] : [element("metadata", {}, write(item.dc))]),
  ]);
}

async function listItems(
  request: OaiRequest,
  repository: OaiRepository,
  context: OaiContext,
): Promise<string> {
  const verb = request.verb as ResumptionState["verb"];
  let state: ResumptionState;
  if (request.resumptionToken !== undefined) {
    state = decodeResumptionToken(context.secret, request.resumptionToken, verb);
  } else {
    checkFormat(request.metadataPrefix);
    state = {
      verb,
      metadataPrefix: request.metadataPrefix!,
      from: request.from?.start.toISOString(),
      until: request.until ? untilExclusive(request.until).toISOString() : undefined,
      set: request.set,
      after: "",
      cursor: 0,
    };
  }
  const pageSize = context.pageSize ?? PAGE_SIZE;
  const { items, total } = await repository.list({
    from: state.from ? new Date(state.from) : undefined,
    until: state.until ? new Date(state.until) : undefined,
    set: state.set,
    after: state.after || undefined,
    limit: pageSize,
    withMetadata: verb === "ListRecords",
  });
  // A token's page is empty only if its records left the range meanwhile; a list holds one record at least.
  if (items.length === 0) throw new OaiError("noRecordsMatch", "No records match the given arguments.");
  const entries = items.map((item) =>
    verb === "ListRecords" ? recordXml(item, context, state.metadataPrefix) : headerXml(item, context),
  );
  const sent = state.cursor + items.length;
  const more = total > items.length;
  const last = items.at(-1);
  if (more && last) {
    const next = encodeResumptionToken(context.secret, { ...state, after: last.position, cursor: sent });
    entries.push(
      textElement("resumptionToken", next, { completeListSize: state.cursor + total, cursor: state.cursor }),
    );
  } else if (state.cursor > 0) {
    // §3.5: the response that completes an incomplete list carries an empty token.
    entries.push(element("resumptionToken", { completeListSize: sent, cursor: state.cursor }));
  }
  return element(verb, {}, entries);
}
