import { type ComponentType, useEffect, useRef, useState } from "react";
import { completeActiveLanguage } from "../../../lib/i18n/localized.ts";
import { marketTexts } from "../market-texts.ts";
import { AccountMenuFace, accountTriggerClass } from "./account-menu-face.tsx";

type Dropdown = ComponentType<{ name: string; defaultOpen: boolean; focusTrigger: boolean }>;

// The Radix menu (~15 KB gzip with its primitives) is not needed to paint the header: it is fetched when
// the browser is idle, or at once on hover, focus or click, and swapped in for the plain button.
let loadedDropdown: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;
function loadDropdown(): Promise<Dropdown> {
  // Its texts (market-detail-texts.ts) are in the active language before it is swapped in.
  loading ??= import("./account-menu-dropdown.tsx").then(async (module) => {
    await completeActiveLanguage();
    loadedDropdown = module.AccountMenuDropdown;
    return loadedDropdown;
  });
  return loading;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}

/** The market's user menu (product §2): a plain button with the same name and look until the menu loads. */
export function AccountMenu({ username }: { username: string | null }) {
  const name = username || marketTexts.account;
  const [Dropdown, setDropdown] = useState<Dropdown | null>(() => loadedDropdown);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = () => {
    void loadDropdown().then((component) => {
      // Keep keyboard focus where it was when the button is replaced.
      setFocusOnLoad(document.activeElement === buttonRef.current);
      setDropdown(() => component);
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first paint
  useEffect(() => {
    if (Dropdown) return;
    return whenIdle(load);
  }, []);

  if (Dropdown) return <Dropdown name={name} defaultOpen={openOnLoad} focusTrigger={focusOnLoad} />;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountTriggerClass}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      <AccountMenuFace name={name} />
    </button>
  );
}
