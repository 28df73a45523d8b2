import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../components/ui/button.tsx";

/**
 * Move up / move down for one row of an ordered list. While the server saves the order both
 * buttons are disabled, and the row is moved in the DOM after it, which loses the keyboard's
 * focus; once the row shows at its new place the focus returns to the button pressed (or to the
 * other one when the row reached the end), so a keyboard user can press again (decision 137).
 */
export function MoveButtons({
  index,
  count,
  busy,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  busy: boolean;
  upLabel: string;
  downLabel: string;
  onMove: (to: number) => Promise<void>;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<"up" | "down" | null>(null);
  const atTop = index === 0;
  const atBottom = index === count - 1;

  useEffect(() => {
    if (busy || pressed.current === null) return;
    const wanted = pressed.current === "up" ? (atTop ? down : up) : atBottom ? up : down;
    pressed.current = null;
    wanted.current?.focus();
  }, [busy, atTop, atBottom]);

  const move = async (direction: "up" | "down") => {
    pressed.current = direction;
    await onMove(direction === "up" ? index - 1 : index + 1);
  };
  return (
    <>
      {/* A plain button: the shared Button takes no ref, and the focus must come back here. */}
      <button
        ref={up}
        type="button"
        className={buttonClass("ghost", "icon")}
        aria-label={upLabel}
        disabled={atTop || busy}
        onClick={() => void move("up")}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      {/* A plain button: the shared Button takes no ref, and the focus must come back here. */}
      <button
        ref={down}
        type="button"
        className={buttonClass("ghost", "icon")}
        aria-label={downLabel}
        disabled={atBottom || busy}
        onClick={() => void move("down")}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
