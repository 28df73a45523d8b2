import { ADMIN_SECTIONS, type AdminSection } from "@heritage/domain/constants";
import {
  FolderTree,
  GraduationCap,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Package,
  Palette,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Users,
  Workflow,
} from "lucide-react";

export type SectionItem = { id: AdminSection; icon: LucideIcon };

const icons: Record<AdminSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  categories: FolderTree,
  products: Package,
  customers: Users,
  orders: ShoppingBag,
  carts: ShoppingCart,
  reviews: MessageSquareText,
  collections: Landmark,
  courses: GraduationCap,
  jobs: Workflow,
  outbox: Mail,
  creators: Palette,
  settings: Settings,
};

const item = (id: AdminSection): SectionItem => ({ id, icon: icons[id] });

/** product §2's sidebar order; Settings sits apart at the bottom. */
export const MAIN_SECTIONS = ADMIN_SECTIONS.filter((id) => id !== "settings").map(item);
export const SETTINGS_SECTION = item("settings");

export function isAdminSection(value: unknown): value is AdminSection {
  return typeof value === "string" && (ADMIN_SECTIONS as readonly string[]).includes(value);
}
