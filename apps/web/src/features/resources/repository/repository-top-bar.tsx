import { ChevronDown, FolderHeart, LayoutGrid } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PhoneMenuToggle, usePhoneMenu } from "../../../components/layout/phone-menu-toggle.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { T } from "../resources-texts.ts";

type MenuKey = keyof typeof T.menus;
type ItemKey<M extends MenuKey> = keyof (typeof T.menus)[M]["items"];

/** Where each item of the five dropdowns leads, in order (its label: T.menus, under the same keys). */
const MENU_LINKS = {
  galleries: [
    ["paintings", "/resources/gallery"],
    ["dance", "/resources/gallery?category=Traditional+Dance"],
    ["handicrafts", "/resources/gallery?category=Handicrafts"],
    ["landscapes", "/resources/gallery?category=Landscapes"],
    ["historicalArt", "/resources/gallery?category=Historical+Art"],
    ["festivals", "/resources/gallery?category=Festivals"],
  ],
  museums: [
    ["allMuseums", "/resources/museums"],
    ["historical", "/resources/museums?category=Historical"],
    ["cultural", "/resources/museums?category=Cultural"],
    ["history", "/resources/museums?category=History"],
    ["memorial", "/resources/museums?category=Memorial"],
    ["art", "/resources/museums?category=Art"],
  ],
  libraries: [
    ["books", "/resources/library#books"],
    ["articles", "/resources/library#articles"],
  ],
  archives: [
    ["heritage", "/resources/heritage"],
    ["events", "/resources/heritage#events"],
  ],
  digital: [
    ["highlights", "/resources/home"],
    ["masterpieces", "/resources/home#masterpieces"],
    ["courses", "/elearning"],
  ],
} as const satisfies { [M in MenuKey]: readonly (readonly [ItemKey<M>, string])[] };

/** The dropdowns in the active language: label, and each item's label and link. */
function menus() {
  return (Object.keys(MENU_LINKS) as MenuKey[]).map((key) => {
    const labels: Record<string, string> = T.menus[key].items;
    return {
      key,
      label: T.menus[key].label,
      items: MENU_LINKS[key].map(([item, to]) => ({ to, label: labels[item] ?? item })),
    };
  });
}

export function RepositoryTopBar() {
  const navigate = useNavigate();
  const menu = usePhoneMenu();

  return (
    <nav aria-label={T.topBar.label} className="border-b border-line bg-surface">
      <div className="container-page flex min-h-14 items-center gap-2">
        <Link
          to="/resources"
          className="mr-auto font-display text-base font-semibold whitespace-nowrap text-ink hover:text-clay sm:text-lg"
        >
          {T.title}
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {menus().map((menu) => (
            <li key={menu.key}>
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger
                  className={buttonClass("ghost", "sm", "min-h-11 data-[state=open]:bg-sand")}
                >
                  {menu.label}
                  <ChevronDown aria-hidden="true" className="size-4" />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  {menu.items.map((item) => (
                    <DropdownMenuItem key={item.to} onSelect={() => navigate(item.to)}>
                      {item.label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ))}
        </ul>
        <Link to="/my-content" className={buttonClass("secondary", "sm", "min-h-11")}>
          <FolderHeart aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{T.topBar.myContent}</span>
        </Link>
        <PhoneMenuToggle
          menu={menu}
          openLabel={T.topBar.openMenu}
          closeLabel={T.topBar.closeMenu}
          icon={LayoutGrid}
          className={buttonClass("ghost", "icon", "lg:hidden")}
        />
      </div>
      {menu.open && (
        <div
          id={menu.id}
          className="container-page grid gap-4 border-t border-line py-4 sm:grid-cols-2 lg:hidden"
        >
          {menus().map((menu) => (
            <section key={menu.key} aria-label={menu.label}>
              <h2 className="font-sans text-xs font-semibold tracking-wide text-muted uppercase">
                {menu.label}
              </h2>
              <ul className="mt-1">
                {menu.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className="flex min-h-11 items-center rounded-md px-2 text-ink hover:bg-sand"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </nav>
  );
}
