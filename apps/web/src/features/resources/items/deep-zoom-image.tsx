import type { ItemMedia } from "@heritage/domain/collections";
import { Expand, Maximize, ZoomIn, ZoomOut } from "lucide-react";
import { Suspense, useState } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import { itemTexts as t } from "./item-texts.ts";
import type { ViewerControls } from "./openseadragon-viewer.tsx";

// Loaded on an item page only, when a picture is shown (the viewer must not weigh on other pages).
const OpenSeadragonViewer = lazyWithTexts(() => import("./openseadragon-viewer.tsx"));

/** The IIIF Image API info.json of an item picture: its media id names the image service (decision 115). */
export const iiifInfoUrl = (mediaId: string) => `/iiif/3/${mediaId}/info.json`;

/**
 * A picture with deep zoom. The preview stays underneath until the viewer has opened the tiles, so
 * the page shows the picture at once; if the viewer cannot open them, the preview is what remains.
 */
export function DeepZoomImage({ media, title }: { media: ItemMedia; title: string }) {
  const [controls, setControls] = useState<ViewerControls | null>(null);
  const [failed, setFailed] = useState(false);
  const preview = media.preview_url ?? media.url;
  const buttons = [
    [t.viewer.zoomIn, ZoomIn, controls?.zoomIn],
    [t.viewer.zoomOut, ZoomOut, controls?.zoomOut],
    [t.viewer.reset, Maximize, controls?.reset],
    [t.viewer.fullPage, Expand, controls?.fullPage],
  ] as const;
  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-ink">
        <img
          src={preview}
          alt={media.caption || title}
          className="absolute inset-0 size-full object-contain"
          hidden={controls !== null}
        />
        {!failed && (
          <Suspense fallback={null}>
            <OpenSeadragonViewer
              infoUrl={iiifInfoUrl(media.id)}
              label={t.viewer.label(media.caption || title)}
              onReady={setControls}
              onFailed={() => setFailed(true)}
            />
          </Suspense>
        )}
      </div>
      {failed ? (
        <p className="text-sm text-muted">{t.viewer.failed}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-1">
          {buttons.map(([label, Icon, run]) => (
            <button
              key={label}
              type="button"
              className={buttonClass("secondary", "icon")}
              aria-label={label}
              title={label}
              disabled={!run}
              onClick={run}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
          <p className="ml-2 text-xs text-muted">{controls ? t.viewer.help : t.viewer.loading}</p>
        </div>
      )}
    </div>
  );
}
