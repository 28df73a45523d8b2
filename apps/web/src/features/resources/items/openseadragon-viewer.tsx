import OpenSeadragon from "openseadragon";
import { useEffect, useRef } from "react";

/**
 * OpenSeadragon on one picture's IIIF Image API info.json (level 0 tiles, decision 115). This module
 * is only ever imported lazily (deep-zoom-image.tsx), so the viewer's ~200 KB never weigh on other
 * pages. The buttons are the page's own (translated, 44-px targets), driven through `onReady`.
 */
export default function OpenSeadragonViewer({
  infoUrl,
  label,
  onReady,
  onFailed,
}: {
  infoUrl: string;
  label: string;
  onReady: (controls: ViewerControls | null) => void;
  onFailed: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one viewer per mount; pictures change through open()
  useEffect(() => {
    if (!element.current) return;
    const created = OpenSeadragon({
      element: element.current,
      showNavigationControl: false,
      // The tiles are same-origin (or CORS-open, decision 115): no credentials are needed.
      crossOriginPolicy: "Anonymous",
      gestureSettingsMouse: { clickToZoom: false, scrollToZoom: true },
      visibilityRatio: 0.8,
      minZoomImageRatio: 0.8,
      maxZoomPixelRatio: 2,
      animationTime: 0.6,
    });
    viewer.current = created;
    created.addHandler("open", () =>
      onReady({
        zoomIn: () => zoom(created, 1.6),
        zoomOut: () => zoom(created, 1 / 1.6),
        reset: () => created.viewport.goHome(),
        fullPage: () => created.setFullPage(!created.isFullPage()),
      }),
    );
    created.addHandler("open-failed", () => onFailed());
    return () => {
      onReady(null);
      created.destroy();
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    viewer.current?.open({ tileSource: infoUrl });
  }, [infoUrl]);

  return <div ref={element} role="img" aria-label={label} className="absolute inset-0" />;
}

function zoom(viewer: OpenSeadragon.Viewer, by: number) {
  viewer.viewport.zoomBy(by);
  viewer.viewport.applyConstraints();
}

export interface ViewerControls {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  fullPage: () => void;
}
