import type { AdminSection } from "@heritage/domain/constants";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import type { ProductFilters } from "../products/product-filters-state.ts";

// Each section is its own file and chunk, so a later issue replaces one without touching the others.
const DashboardSection = lazyWithTexts(() => import("../dashboard/dashboard-section.tsx"));
const CategoriesSection = lazyWithTexts(() => import("../categories/categories-section.tsx"));
const ProductsSection = lazyWithTexts(() => import("../products/products-section.tsx"));
const CustomersSection = lazyWithTexts(() => import("../customers/customers-section.tsx"));
const OrdersSection = lazyWithTexts(() => import("../orders/orders-section.tsx"));
const CartsSection = lazyWithTexts(() => import("../carts/carts-section.tsx"));
const ReviewsSection = lazyWithTexts(() => import("../reviews/reviews-section.tsx"));
const CollectionsSection = lazyWithTexts(() => import("../collections/collections-section.tsx"));
const CoursesSection = lazyWithTexts(() => import("../courses/courses-section.tsx"));
const JobsSection = lazyWithTexts(() => import("../jobs/jobs-section.tsx"));
const OutboxSection = lazyWithTexts(() => import("../outbox/outbox-section.tsx"));
const CreatorsSection = lazyWithTexts(() => import("../creators/creators-section.tsx"));
const SettingsSection = lazyWithTexts(() => import("../settings/settings-section.tsx"));

export function SectionView({
  section,
  order,
  onOpenOrder,
  onChoose,
  productFilters,
  onProductFiltersChange,
  editProductId,
  onEditProduct,
  onEditOpened,
}: {
  section: AdminSection;
  /** The order whose detail the address opens (/admin/orders/DHP-…). */
  order: string | null;
  onOpenOrder: (number: string | null) => void;
  onChoose: (section: AdminSection) => void;
  productFilters: ProductFilters;
  onProductFiltersChange: (filters: ProductFilters) => void;
  editProductId: number | null;
  onEditProduct: (id: number) => void;
  onEditOpened: () => void;
}) {
  switch (section) {
    case "dashboard":
      return <DashboardSection onChoose={onChoose} onEditProduct={onEditProduct} />;
    case "categories":
      return <CategoriesSection />;
    case "products":
      return (
        <ProductsSection
          filters={productFilters}
          onFiltersChange={onProductFiltersChange}
          editProductId={editProductId}
          onEditOpened={onEditOpened}
        />
      );
    case "customers":
      return <CustomersSection />;
    case "orders":
      return <OrdersSection order={order} onOpenOrder={onOpenOrder} />;
    case "carts":
      return <CartsSection />;
    case "reviews":
      return <ReviewsSection />;
    case "collections":
      return <CollectionsSection />;
    case "courses":
      return <CoursesSection />;
    case "jobs":
      return <JobsSection />;
    case "outbox":
      return <OutboxSection />;
    case "creators":
      return <CreatorsSection />;
    case "settings":
      return <SettingsSection />;
  }
}
