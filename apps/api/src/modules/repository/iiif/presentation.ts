import type {
  Annotation,
  AnnotationPage,
  Canvas,
  Collection,
  IIIFExternalWebResource,
  InternationalString,
  Manifest,
  MetadataItem,
} from "@iiif/presentation-3";
import { PRESENTATION3_CONTEXT } from "../../../lib/json-ld.ts";
import { labelMap } from "./dc-labels.ts";
import { IMAGE_SERVICE_PATH } from "./image-info.ts";

/** IIIF Presentation API 3.0 (https://iiif.io/api/presentation/3.0/): pure builders, no I/O. */

export interface ImageSize {
  width: number;
  height: number;
}

/** One picture of an item, served by its level-2 image service (image-routes.ts, decision 245). */
export interface ManifestImage {
  /** The image service base URI, e.g. https://heritage.rw/iiif/3/<uuid>. */
  serviceId: string;
  /** The picture's own size: the Canvas's. */
  width: number;
  height: number;
  /** What `full/max` is (smaller than the picture when the service limits it). Default: its size. */
  max?: ImageSize;
  /** The smallest whole-image rendering, for the thumbnail. */
  smallest?: ImageSize;
  label?: InternationalString;
}

export interface ManifestInput {
  /** The manifest's own URL. */
  id: string;
  label: InternationalString;
  summary?: InternationalString;
  metadata?: MetadataItem[];
  /** A Creative Commons or RightsStatements.org URI (rightsUri finds one in a rights text). */
  rights?: string | null;
  requiredStatement?: MetadataItem;
  /** The item's page on the public site. */
  homepage?: { id: string; label: InternationalString };
  /** The holding institution (§3.3: an Agent with its label and homepage). */
  provider?: {
    id: string;
    label: InternationalString;
    homepage?: { id: string; label: InternationalString };
  };
  /** Machine-readable descriptions elsewhere: the OAI-PMH records of the item. */
  seeAlso?: readonly { id: string; label: InternationalString; profile: string }[];
  images: readonly ManifestImage[];
}

export interface CollectionInput {
  id: string;
  label: InternationalString;
  summary?: InternationalString;
  metadata?: MetadataItem[];
  requiredStatement?: MetadataItem;
  homepage?: { id: string; label: InternationalString };
  /** Manifests (and sub-collections) in their order. */
  items: readonly { id: string; type: "Manifest" | "Collection"; label: InternationalString }[];
}

const jpeg = (id: string, size: ImageSize): IIIFExternalWebResource => ({
  id,
  type: "Image",
  format: "image/jpeg",
  width: size.width,
  height: size.height,
});

/** The URL of a whole-image rendering (`max` or an exact listed size, both made at upload). */
export function fullImageUrl(serviceId: string, size: ImageSize | "max"): string {
  const label = size === "max" ? "max" : `${size.width},${size.height}`;
  return `${serviceId}/full/${label}/0/default.jpg`;
}

function canvasFor(manifestId: string, image: ManifestImage, index: number): Canvas {
  // Canvas, page and annotation ids are URIs under the manifest's: unique, stable, not dereferenced.
  const canvasId = `${manifestId.replace(/\/manifest\.json$/, "")}/canvas/${index + 1}`;
  const service = [{ id: image.serviceId, type: "ImageService3" as const, profile: "level2" }];
  const body = {
    ...jpeg(fullImageUrl(image.serviceId, "max"), image.max ?? image),
    service,
  } as IIIFExternalWebResource;
  const annotation: Annotation = {
    id: `${canvasId}/annotation/1`,
    type: "Annotation",
    motivation: "painting",
    body,
    target: canvasId,
  };
  const page: AnnotationPage = { id: `${canvasId}/page/1`, type: "AnnotationPage", items: [annotation] };
  return {
    id: canvasId,
    type: "Canvas",
    // §3.1: a canvas SHOULD have a label; one without a caption is "Picture 2".
    label: image.label ?? labelMap("picture", String(index + 1)),
    width: image.width,
    height: image.height,
    ...(image.smallest
      ? { thumbnail: [jpeg(fullImageUrl(image.serviceId, image.smallest), image.smallest)] }
      : {}),
    items: [page],
  };
}

function homepage(link: { id: string; label: InternationalString }) {
  return [{ id: link.id, type: "Text" as const, label: link.label, format: "text/html" }];
}

/** A Manifest: the item's description and one Canvas per picture, painted by its image service. */
export function buildManifest(input: ManifestInput): Manifest & { "@context": string } {
  const first = input.images[0];
  return {
    "@context": PRESENTATION3_CONTEXT,
    id: input.id,
    type: "Manifest",
    label: input.label,
    ...(input.summary && Object.keys(input.summary).length > 0 ? { summary: input.summary } : {}),
    ...(input.metadata && input.metadata.length > 0 ? { metadata: input.metadata } : {}),
    ...(input.rights ? { rights: input.rights } : {}),
    ...(input.requiredStatement ? { requiredStatement: input.requiredStatement } : {}),
    ...(input.homepage ? { homepage: homepage(input.homepage) } : {}),
    ...(input.provider
      ? {
          provider: [
            {
              id: input.provider.id,
              type: "Agent",
              label: input.provider.label,
              ...(input.provider.homepage ? { homepage: homepage(input.provider.homepage) } : {}),
            },
          ],
        }
      : {}),
    ...(input.seeAlso && input.seeAlso.length > 0
      ? {
          seeAlso: input.seeAlso.map((link) => ({
            id: link.id,
            type: "Dataset",
            label: link.label,
            format: "text/xml",
            profile: link.profile,
          })),
        }
      : {}),
    ...(first?.smallest
      ? { thumbnail: [jpeg(fullImageUrl(first.serviceId, first.smallest), first.smallest)] }
      : {}),
    items: input.images.map((image, index) => canvasFor(input.id, image, index)),
  } as Manifest & { "@context": string };
}

/** A Collection: a labelled, ordered list of manifests (an institution's or curator's set). */
export function buildCollection(input: CollectionInput): Collection & { "@context": string } {
  return {
    "@context": PRESENTATION3_CONTEXT,
    id: input.id,
    type: "Collection",
    label: input.label,
    ...(input.summary && Object.keys(input.summary).length > 0 ? { summary: input.summary } : {}),
    ...(input.metadata && input.metadata.length > 0 ? { metadata: input.metadata } : {}),
    ...(input.requiredStatement ? { requiredStatement: input.requiredStatement } : {}),
    ...(input.homepage ? { homepage: homepage(input.homepage) } : {}),
    items: input.items.map((item) => ({ id: item.id, type: item.type, label: item.label })),
  } as Collection & { "@context": string };
}

/** The image service base URI of one picture: what ManifestImage.serviceId expects. */
export function imageServiceUri(baseUrl: string, pictureId: string): string {
  return `${baseUrl}${IMAGE_SERVICE_PATH}/${pictureId}`;
}
