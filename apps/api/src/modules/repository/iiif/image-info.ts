/** IIIF Image API 3.0 image information (https://iiif.io/api/image/3.0/#5-image-information). */
export const IMAGE3_CONTEXT = "http://iiif.io/api/image/3/context.json";
/** Where every IIIF address of this server starts (image-routes.ts answers all of them). */
export const IIIF_PREFIX = "/iiif";
/** The image service of picture <id> lives at {base}/iiif/3/<id>; its info at .../info.json. */
export const IMAGE_SERVICE_PATH = `${IIIF_PREFIX}/3`;

export interface ImageSize {
  width: number;
  height: number;
}

export interface ImageInfo {
  "@context": typeof IMAGE3_CONTEXT;
  id: string;
  type: "ImageService3";
  protocol: "http://iiif.io/api/image";
  profile: "level0" | "level2";
  width: number;
  height: number;
  maxWidth?: number;
  maxHeight?: number;
  sizes?: ImageSize[];
  maxArea?: number;
  tiles?: { width: number; height: number; scaleFactors: number[] }[];
  extraFormats?: string[];
  extraQualities?: string[];
  extraFeatures?: string[];
}

/** The image service base URI of one picture on this server (no trailing slash). */
export function imageServiceId(baseUrl: string, mediaId: string): string {
  return `${baseUrl}${IMAGE_SERVICE_PATH}/${mediaId}`;
}

/** The stored info with the `id` this request should see. */
export function withServiceId(info: ImageInfo, baseUrl: string, mediaId: string): ImageInfo {
  return { ...info, id: imageServiceId(baseUrl, mediaId) };
}
