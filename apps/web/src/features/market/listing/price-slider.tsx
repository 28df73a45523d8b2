import { PRICE_SLIDER } from "@heritage/domain/constants";
import { useEffect, useId, useRef } from "react";
import { formatPrice } from "../../../lib/format.ts";
import { useKeyedState } from "../../../lib/use-keyed-state.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";

/**
 * product §5's slider: 0..100000 in steps of 1000, only the lower bound moves. The listing hears of a new
 * value once the thumb rests for a moment, not on every pixel of a drag.
 */
export function PriceSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useKeyedState(value, value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => onChangeRef.current(draft), 350);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1 sm:max-w-xs">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {t.minPriceLabel}
        </label>
        <span className="text-muted tabular-nums">{t.minPriceValue(formatPrice(draft))}</span>
      </div>
      <input
        id={id}
        type="range"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={draft}
        aria-valuetext={t.minPriceValue(formatPrice(draft))}
        onChange={(event) => setDraft(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-clay"
      />
    </div>
  );
}
