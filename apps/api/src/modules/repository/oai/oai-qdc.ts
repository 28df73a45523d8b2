import type { DcValue } from "./oai-repository.ts";
import { element, textElement } from "./xml.ts";

/**
 * Qualified Dublin Core (decision 246): OCLC's `oai_qdc` container, the format CONTENTdm, Islandora
 * and the aggregators that harvest them know, holding DCMI Metadata Terms (http://purl.org/dc/terms/):
 * each statement as its refinement (`dcterms:spatial`, `dcterms:temporal`, `dcterms:license`,
 * `dcterms:isPartOf`...) or else as the term of its element (`dcterms:title`...).
 */
export const OAI_QDC = {
  metadataPrefix: "oai_qdc",
  schema: "http://worldcat.org/xmlschemas/qdc/1.0/qdc-1.0.xsd",
  metadataNamespace: "http://worldcat.org/xmlschemas/qdc-1.0/",
} as const;

export const DCTERMS_NAMESPACE = "http://purl.org/dc/terms/";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

export function oaiQdcXml(values: readonly DcValue[]): string {
  return element(
    "oai_qdc:qualifieddc",
    {
      "xmlns:oai_qdc": OAI_QDC.metadataNamespace,
      "xmlns:dcterms": DCTERMS_NAMESPACE,
      "xmlns:xsi": XSI,
      "xsi:schemaLocation": `${OAI_QDC.metadataNamespace} ${OAI_QDC.schema}`,
    },
    values
      .filter((value) => value.value.trim() !== "")
      .map((value) =>
        textElement(`dcterms:${value.term ?? value.element}`, value.value, { "xml:lang": value.lang }),
      ),
  );
}
