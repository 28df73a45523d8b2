import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsPlugin from "ajv-formats";
import { validateXML } from "xmllint-wasm";

// ajv-formats is CommonJS: its default export is the plugin function.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

/**
 * The official schemas of the standards the product speaks, read where the project keeps them:
 * `../shared/standards/` beside the repository (never copied into it). xmllint runs as
 * WebAssembly (xmllint-wasm), so no system package is needed and nothing is fetched.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, "../../../..");

/**
 * Where the schemas are: `STANDARDS_DIR` when set, else `shared/standards` beside the repository
 * or beside any folder above it, else this machine's `/work/shared/standards`. CI runs on a fresh
 * clone in a temporary folder, where nothing sits beside the repository (the first run of
 * oai-misses.test.ts there failed on it).
 */
function findStandards(): string {
  if (process.env.STANDARDS_DIR) return path.resolve(process.env.STANDARDS_DIR);
  const candidates: string[] = [];
  for (let folder = repositoryRoot; ; folder = path.dirname(folder)) {
    candidates.push(path.join(path.dirname(folder), "shared", "standards"));
    if (path.dirname(folder) === folder) break;
  }
  candidates.push("/work/shared/standards");
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? candidates[0]!;
}

export const STANDARDS_DIR = findStandards();

function standard(file: string): { fileName: string; contents: string } {
  const at = path.join(STANDARDS_DIR, file);
  if (!fs.existsSync(at))
    throw new Error(`the official schema ${file} is not at ${at} (set STANDARDS_DIR to the folder)`);
  return { fileName: file, contents: fs.readFileSync(at, "utf8") };
}

/**
 * One schema importing the OAI-PMH envelope and what its responses carry (Identify's description,
 * oai_dc, oai_qdc).
 */
const OAI_DRIVER = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai-identifier" schemaLocation="oai-identifier.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="oai_dc.xsd"/>
  <xs:import namespace="http://worldcat.org/xmlschemas/qdc-1.0/" schemaLocation="qdc-stand-in.xsd"/>
</xs:schema>`;
const OAI_FILES = ["OAI-PMH.xsd", "oai-identifier.xsd", "oai_dc.xsd", "simpledc20021212.xsd", "xml.xsd"];

/**
 * The properties of DCMI Metadata Terms (dublincore.org/specifications/dublin-core/dcmi-terms/,
 * namespace http://purl.org/dc/terms/). DCMI's own dcterms.xsd and OCLC's qdc-1.0.xsd are not
 * among the official schemas in ../shared/standards, so oai_qdc is checked against stand-ins
 * written here: OCLC's container holding these properties, each a Dublin Core element value
 * (simpledc's `elementType`, with xml:lang) as DCMI's schema declares them. An invented term fails.
 */
const DCMI_TERMS = `abstract accessRights accrualMethod accrualPeriodicity accrualPolicy alternative audience
  available bibliographicCitation conformsTo contributor coverage created creator date dateAccepted
  dateCopyrighted dateSubmitted description educationLevel extent format hasFormat hasPart hasVersion
  identifier instructionalMethod isFormatOf isPartOf isReferencedBy isReplacedBy isRequiredBy issued
  isVersionOf language license mediator medium modified provenance publisher references relation
  replaces requires rights rightsHolder source spatial subject tableOfContents temporal title type valid`
  .split(/\s+/)
  .filter(Boolean);

const DCTERMS_STAND_IN = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:dc="http://purl.org/dc/elements/1.1/"
  targetNamespace="http://purl.org/dc/terms/" elementFormDefault="qualified">
  <xs:import namespace="http://purl.org/dc/elements/1.1/" schemaLocation="simpledc20021212.xsd"/>
  ${DCMI_TERMS.map((term) => `<xs:element name="${term}" type="dc:elementType"/>`).join("\n  ")}
</xs:schema>`;

const QDC_STAND_IN = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://worldcat.org/xmlschemas/qdc-1.0/"
  elementFormDefault="qualified">
  <xs:import namespace="http://purl.org/dc/terms/" schemaLocation="dcterms-stand-in.xsd"/>
  <xs:import namespace="http://purl.org/dc/elements/1.1/" schemaLocation="simpledc20021212.xsd"/>
  <xs:element name="qualifieddc">
    <xs:complexType>
      <xs:choice minOccurs="0" maxOccurs="unbounded">
        <xs:any namespace="http://purl.org/dc/elements/1.1/ http://purl.org/dc/terms/" processContents="strict"/>
      </xs:choice>
    </xs:complexType>
  </xs:element>
</xs:schema>`;

/** The schema errors of an OAI-PMH response (none when it is valid). */
export async function oaiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "response.xml", contents: xml }],
    schema: [{ fileName: "oai-driver.xsd", contents: OAI_DRIVER }],
    preload: [
      ...OAI_FILES.map(standard),
      { fileName: "qdc-stand-in.xsd", contents: QDC_STAND_IN },
      { fileName: "dcterms-stand-in.xsd", contents: DCTERMS_STAND_IN },
    ],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

let presentationValidator: ValidateFunction | null = null;

/**
 * The errors of a IIIF Presentation 3 document against the official JSON Schema (iiif_3_0.json,
 * the one the IIIF presentation-validator runs), with ajv (draft 7) and ajv-formats; none when valid.
 */
export function presentationSchemaErrors(document: unknown): string[] {
  if (!presentationValidator) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    presentationValidator = ajv.compile(JSON.parse(standard("iiif_3_0.json").contents));
  }
  if (presentationValidator(document)) return [];
  return (presentationValidator.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/**
 * The `xhtml:link` alternates a sitemap carries (Google's "Localized versions of your page" in a
 * sitemap): sitemap.xsd takes elements of another namespace strictly, and the XHTML namespace has no
 * schema among the standards, so this one declares that element as Google documents it: empty, with
 * rel="alternate", hreflang and href.
 */
const XHTML_LINK = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/1999/xhtml"
  elementFormDefault="qualified">
  <xs:element name="link">
    <xs:complexType>
      <xs:attribute name="rel" use="required" type="xs:string" fixed="alternate"/>
      <xs:attribute name="hreflang" use="required" type="xs:string"/>
      <xs:attribute name="href" use="required" type="xs:anyURI"/>
    </xs:complexType>
  </xs:element>
</xs:schema>`;

const SITEMAP_DRIVER = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xs:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xs:schema>`;

/** The schema errors of a sitemap with language alternates (none when it is valid). */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: "sitemap-driver.xsd", contents: SITEMAP_DRIVER }],
    preload: [standard("sitemap.xsd"), { fileName: "xhtml-link.xsd", contents: XHTML_LINK }],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
