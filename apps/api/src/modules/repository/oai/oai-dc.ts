import type { DcValue } from "./oai-repository.ts";
import { element, textElement } from "./xml.ts";

export const OAI_DC = {
  metadataPrefix: "oai_dc",
  schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
  metadataNamespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
} as const;

const DC_NAMESPACE = "http://purl.org/dc/elements/1.1/";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** <oai_dc:dc> with one dc:* element per value, in the order given, xml:lang where known. */
export function oaiDcXml(values: readonly DcValue[]): string {
  return element(
    "oai_dc:dc",
    {
      "xmlns:oai_dc": OAI_DC.metadataNamespace,
      "xmlns:dc": DC_NAMESPACE,
      "xmlns:xsi": XSI,
      "xsi:schemaLocation": `${OAI_DC.metadataNamespace} ${OAI_DC.schema}`,
    },
    values
      .filter((value) => value.value.trim() !== "")
      .map((value) => textElement(`dc:${value.element}`, value.value, { "xml:lang": value.lang })),
  );
}
