import type { AdminSection } from "@heritage/domain/constants";
import { Suspense, useState } from "react";
import { Navigate } from "react-router";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { SECTION_LABELS, SHELL_TEXT } from "../admin-texts.ts";
import { NO_PRODUCT_FILTERS, type ProductFilters } from "../products/product-filters-state.ts";
import { addressOf } from "./section-address.ts";
import { SectionView } from "./section-view.tsx";
import { DesktopSidebar, MobileSidebar } from "./sidebar.tsx";
import { TopBar } from "./top-bar.tsx";
import { useAdminAddress } from "./use-admin-address.ts";

function SectionFallback() {
  return (
    <LoadingRegion label={SHELL_TEXT.loadingSection}>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="mt-6 h-72 w-full" />
    </LoadingRegion>
  );
}

/**
 * product §2's admin dashboard: sidebar, top bar and the section the address names (decision 222). The
 * shell stays mounted while the admin moves between sections, so the product search and filters survive.
 */
export function AdminShell() {
  const { address, choose, openOrder } = useAdminAddress();
  const [menuOpen, setMenuOpen] = useState(false);
  const [productFilters, setProductFilters] = useState<ProductFilters>(NO_PRODUCT_FILTERS);
  const [editProductId, setEditProductId] = useState<number | null>(null);

  const chooseSection = (next: AdminSection) => {
    choose(next);
    window.scrollTo({ top: 0 });
  };

  // An address under /admin/ that names no section (a mistyped or outdated link): the dashboard.
  if (!address) return <Navigate to={addressOf("dashboard")} replace />;
  const { section } = address;

  return (
    <div className="flex min-h-dvh bg-paper">
      <title>{`${SECTION_LABELS[section]} · ${SHELL_TEXT.adminPortal}`}</title>
      <DesktopSidebar active={section} onChoose={chooseSection} />
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} active={section} onChoose={chooseSection} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          onOpenMenu={() => setMenuOpen(true)}
          productSearch={productFilters.search}
          onSearchProducts={(search) => {
            setProductFilters((current) => ({ ...current, search }));
            chooseSection("products");
          }}
          onOpenProducts={() => chooseSection("products")}
          onOpenOrders={() => chooseSection("orders")}
        />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <Suspense fallback={<SectionFallback />}>
            <SectionView
              section={section}
              order={address.order}
              onOpenOrder={openOrder}
              onChoose={chooseSection}
              productFilters={productFilters}
              onProductFiltersChange={setProductFilters}
              editProductId={editProductId}
              onEditProduct={(id) => {
                setEditProductId(id);
                chooseSection("products");
              }}
              onEditOpened={() => setEditProductId(null)}
            />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
