import type { AdminSection } from "@heritage/domain/constants";
import { lazy } from "react";
import type { ProductFilters } from "../products/product-filters-state.ts";

// Each section is its own file and chunk, so a later issue replaces one without touching the others.
const DashboardSection = lazy(() => import("../dashboard/dashboard-section.tsx"));
const CategoriesSection = lazy(() => import("../categories/categories-section.tsx"));
const ProductsSection = lazy(() => import("../products/products-section.tsx"));
const CustomersSection = lazy(() => import("../customers/customers-section.tsx"));
const OrdersSection = lazy(() => import("../orders/orders-section.tsx"));
const CartsSection = lazy(() => import("../carts/carts-section.tsx"));
const SettingsSection = lazy(() => import("../settings/settings-section.tsx"));

export function SectionView({
  section,
  onChoose,
  productFilters,
  onProductFiltersChange,
}: {
  section: AdminSection;
  onChoose: (section: AdminSection) => void;
  productFilters: ProductFilters;
  onProductFiltersChange: (filters: ProductFilters) => void;
}) {
  switch (section) {
    case "dashboard":
      return <DashboardSection onChoose={onChoose} />;
    case "categories":
      return <CategoriesSection />;
    case "products":
      return <ProductsSection filters={productFilters} onFiltersChange={onProductFiltersChange} />;
    case "customers":
      return <CustomersSection />;
    case "orders":
      return <OrdersSection />;
    case "carts":
      return <CartsSection />;
    case "settings":
      return <SettingsSection />;
  }
}
