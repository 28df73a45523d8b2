import { formatDate } from "../../../lib/format.ts";
import { CUSTOMER_TEXT } from "../admin-texts.ts";
import { ResponsiveTable } from "../shared/responsive-table.tsx";
import { RowActions } from "../shared/row-actions.tsx";
import type { Customer } from "./api/customers.ts";

type Actions = { onEdit: (customer: Customer) => void; onDelete: (customer: Customer) => void };

export const fullName = (customer: Customer) => `${customer.first_name} ${customer.last_name}`.trim();

function Initials({ customer }: { customer: Customer }) {
  const letters = (fullName(customer) || customer.username)
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-clay-soft font-semibold text-clay-dark"
    >
      {letters}
    </span>
  );
}

/** product §2: customer, username, email, actions. */
const columns = () => [
  { heading: CUSTOMER_TEXT.customer },
  { heading: CUSTOMER_TEXT.username },
  { heading: CUSTOMER_TEXT.email },
  { heading: CUSTOMER_TEXT.joined },
  { heading: CUSTOMER_TEXT.actions, alignRight: true },
];

export function CustomerList({ customers, onEdit, onDelete }: Actions & { customers: Customer[] }) {
  const actions = (customer: Customer) => (
    <RowActions
      edit={{ label: CUSTOMER_TEXT.edit(customer.username), onClick: () => onEdit(customer) }}
      remove={{ label: CUSTOMER_TEXT.delete(customer.username), onClick: () => onDelete(customer) }}
    />
  );
  return (
    <ResponsiveTable
      label={CUSTOMER_TEXT.tableLabel}
      columns={columns()}
      items={customers}
      cardClassName="flex items-center gap-3"
      card={(customer) => (
        <>
          <Initials customer={customer} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">
              <bdi>{fullName(customer) || CUSTOMER_TEXT.noName}</bdi>
            </p>
            <p className="truncate text-sm text-muted">
              <bdi>@{customer.username}</bdi>
            </p>
            <p className="truncate text-sm text-muted">
              <bdi>{customer.email}</bdi>
            </p>
          </div>
          {actions(customer)}
        </>
      )}
      row={(customer) => (
        <>
          <th scope="row" className="px-3 py-2 font-semibold">
            <span className="flex items-center gap-3">
              <Initials customer={customer} />
              {fullName(customer) ? (
                <bdi>{fullName(customer)}</bdi>
              ) : (
                <span className="font-normal text-muted">{CUSTOMER_TEXT.noName}</span>
              )}
            </span>
          </th>
          <td className="px-3 py-2">
            <bdi>{customer.username}</bdi>
          </td>
          <td className="max-w-64 truncate px-3 py-2">
            <bdi>{customer.email}</bdi>
          </td>
          <td className="px-3 py-2 whitespace-nowrap text-muted">{formatDate(customer.date_joined)}</td>
          <td className="px-3 py-2">{actions(customer)}</td>
        </>
      )}
    />
  );
}
