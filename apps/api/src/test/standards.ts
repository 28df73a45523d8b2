import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateXML } from "xmllint-wasm";

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

/** One schema importing the OAI-PMH envelope and what its responses carry (Identify's description, oai_dc). */
const OAI_DRIVER = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai-identifier" schemaLocation="oai-identifier.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="oai_dc.xsd"/>
</xs:schema>`;
const OAI_FILES = ["OAI-PMH.xsd", "oai-identifier.xsd", "oai_dc.xsd", "simpledc20021212.xsd", "xml.xsd"];

/** The schema errors of an OAI-PMH response (none when it is valid). */
export async function oaiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "response.xml", contents: xml }],
    schema: [{ fileName: "oai-driver.xsd", contents: OAI_DRIVER }],
    preload: OAI_FILES.map(standard),
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
