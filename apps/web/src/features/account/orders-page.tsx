import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

export default function OrdersPage() {
  return <PlaceholderPage title="Orders">Your orders and their status.</PlaceholderPage>;
}
