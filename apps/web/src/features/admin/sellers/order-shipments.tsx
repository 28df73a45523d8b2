import { Link } from "react-router";
import { useOrderShipments } from "./sellers-admin-api.ts";
import { SELLERS_ADMIN_TEXT } from "./sellers-admin-texts.ts";

/** In an order's detail: where each maker's part stands (decision 242); nothing for the shop's own pieces. */
export function OrderShipments({ orderId }: { orderId: number }) {
  const t = SELLERS_ADMIN_TEXT;
  const shipments = useOrderShipments(orderId);
  const results = shipments.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section aria-labelledby={`order-shipments-${orderId}`} className="mt-5">
      <h3 id={`order-shipments-${orderId}`} className="font-sans text-sm font-semibold text-muted">
        {t.shipments}
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {results.map((shipment) => (
          <li key={shipment.slug} className="flex flex-wrap justify-between gap-x-3">
            <Link to={`/makers/${shipment.slug}`} className="text-clay underline">
              {shipment.shop_name}
            </Link>
            <span>
              {t.shipmentStates[shipment.status]}
              {shipment.note && <span className="text-muted"> · {shipment.note}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
