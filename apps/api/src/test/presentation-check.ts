import { PRESENTATION3_CONTEXT } from "../lib/json-ld.ts";

/**
 * Runtime checks of what IIIF Presentation 3.0 requires of a Manifest or Collection (§3, §5):
 * the things a viewer relies on to open one. Returns the problems found; none means usable.
 * The tests (and anyone debugging a viewer) run it on what the API serves.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isHttpUri = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);
const isPositiveInt = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** A language map: keys are BCP 47 tags or "none", values non-empty arrays of strings. */
export function languageMapProblems(value: unknown, where: string): string[] {
  if (!isObject(value) || Object.keys(value).length === 0) return [`${where}: not a language map`];
  return Object.entries(value).flatMap(([language, texts]) =>
    (language === "none" || /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(language)) &&
    Array.isArray(texts) &&
    texts.length > 0 &&
    texts.every((text) => typeof text === "string")
      ? []
      : [`${where}.${language}: not a list of strings under a language tag`],
  );
}

function labelValueProblems(value: unknown, where: string): string[] {
  if (!isObject(value)) return [`${where}: not an object`];
  return [
    ...languageMapProblems(value.label, `${where}.label`),
    ...languageMapProblems(value.value, `${where}.value`),
  ];
}

function commonProblems(resource: Json, type: string, where: string): string[] {
  const problems: string[] = [];
  if (resource["@context"] !== PRESENTATION3_CONTEXT) {
    const contexts = resource["@context"];
    if (!Array.isArray(contexts) || contexts.at(-1) !== PRESENTATION3_CONTEXT)
      problems.push(`${where}.@context: not the Presentation 3 context`);
  }
  if (!isHttpUri(resource.id)) problems.push(`${where}.id: not an http(s) URI`);
  if (resource.type !== type) problems.push(`${where}.type: not ${type}`);
  problems.push(...languageMapProblems(resource.label, `${where}.label`));
  if (resource.summary !== undefined)
    problems.push(...languageMapProblems(resource.summary, `${where}.summary`));
  if (resource.metadata !== undefined) {
    if (!Array.isArray(resource.metadata)) problems.push(`${where}.metadata: not a list`);
    else
      for (const [i, entry] of resource.metadata.entries())
        problems.push(...labelValueProblems(entry, `${where}.metadata[${i}]`));
  }
  if (resource.requiredStatement !== undefined)
    problems.push(...labelValueProblems(resource.requiredStatement, `${where}.requiredStatement`));
  if (
    resource.rights !== undefined &&
    !/^http:\/\/(rightsstatements\.org\/vocab\/|creativecommons\.org\/(licenses|publicdomain)\/)/.test(
      String(resource.rights),
    )
  )
    problems.push(`${where}.rights: not a Creative Commons or RightsStatements.org URI`);
  return problems;
}

function canvasProblems(canvas: unknown, where: string): string[] {
  if (!isObject(canvas)) return [`${where}: not an object`];
  const problems: string[] = [];
  if (!isHttpUri(canvas.id)) problems.push(`${where}.id: not an http(s) URI`);
  if (canvas.type !== "Canvas") problems.push(`${where}.type: not Canvas`);
  if (!isPositiveInt(canvas.width) || !isPositiveInt(canvas.height))
    problems.push(`${where}: width and height must be positive integers`);
  const pages = canvas.items;
  if (!Array.isArray(pages) || pages.length === 0) return [...problems, `${where}.items: no AnnotationPage`];
  for (const [p, page] of pages.entries()) {
    const at = `${where}.items[${p}]`;
    if (!isObject(page) || page.type !== "AnnotationPage" || !isHttpUri(page.id))
      problems.push(`${at}: not an AnnotationPage with an id`);
    const annotations = isObject(page) && Array.isArray(page.items) ? page.items : [];
    if (annotations.length === 0) problems.push(`${at}.items: no Annotation`);
    for (const [a, annotation] of (annotations as unknown[]).entries()) {
      const an = `${at}.items[${a}]`;
      if (!isObject(annotation)) {
        problems.push(`${an}: not an object`);
        continue;
      }
      if (annotation.type !== "Annotation" || !isHttpUri(annotation.id))
        problems.push(`${an}: not an Annotation with an id`);
      if (annotation.motivation !== "painting") problems.push(`${an}.motivation: not painting`);
      const target = typeof annotation.target === "string" ? annotation.target.split("#")[0] : undefined;
      if (target !== canvas.id) problems.push(`${an}.target: not its Canvas`);
      const body = annotation.body;
      if (
        !isObject(body) ||
        !isHttpUri(body.id) ||
        body.type !== "Image" ||
        typeof body.format !== "string"
      ) {
        problems.push(`${an}.body: not an Image with an id and a format`);
        continue;
      }
      const services = Array.isArray(body.service) ? body.service : [];
      for (const service of services) {
        if (
          !isObject(service) ||
          !isHttpUri(service.id) ||
          service.type !== "ImageService3" ||
          !service.profile
        )
          problems.push(`${an}.body.service: not an ImageService3 with an id and a profile`);
      }
    }
  }
  return problems;
}

export function manifestProblems(manifest: unknown): string[] {
  if (!isObject(manifest)) return ["manifest: not an object"];
  const problems = commonProblems(manifest, "Manifest", "manifest");
  if (!Array.isArray(manifest.items) || manifest.items.length === 0)
    problems.push("manifest.items: no Canvas");
  else
    for (const [i, canvas] of manifest.items.entries())
      problems.push(...canvasProblems(canvas, `manifest.items[${i}]`));
  return problems;
}

export function collectionProblems(collection: unknown): string[] {
  if (!isObject(collection)) return ["collection: not an object"];
  const problems = commonProblems(collection, "Collection", "collection");
  if (!Array.isArray(collection.items)) problems.push("collection.items: not a list");
  else
    for (const [i, item] of collection.items.entries()) {
      const at = `collection.items[${i}]`;
      if (!isObject(item) || !isHttpUri(item.id)) {
        problems.push(`${at}: no id`);
        continue;
      }
      if (item.type !== "Manifest" && item.type !== "Collection")
        problems.push(`${at}.type: not Manifest or Collection`);
      problems.push(...languageMapProblems(item.label, `${at}.label`));
    }
  return problems;
}
