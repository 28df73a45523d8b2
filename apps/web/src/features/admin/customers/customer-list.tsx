import { Pencil, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { CUSTOMER_TEXT } from "../admin-texts.ts";
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

function RowActions({ customer, onEdit, onDelete }: Actions & { customer: Customer }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={CUSTOMER_TEXT.edit(customer.username)}
        onClick={() => onEdit(customer)}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-ember hover:bg-ember-soft"
        aria-label={CUSTOMER_TEXT.delete(customer.username)}
        onClick={() => onDelete(customer)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

/** SPEC §2: customer, username, email, actions; stacked cards under 768 px. */
export function CustomerList({ customers, ...actions }: Actions & { customers: Customer[] }) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (!wide) {
    return (
      <ul aria-label={CUSTOMER_TEXT.tableLabel} className="flex flex-col gap-3">
        {customers.map((customer) => (
          <li
            key={customer.id}
            className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3 shadow-card"
          >
            <Initials customer={customer} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{fullName(customer) || CUSTOMER_TEXT.noName}</p>
              <p className="truncate text-sm text-muted">@{customer.username}</p>
              <p className="truncate text-sm text-muted">{customer.email}</p>
            </div>
            <RowActions customer={customer} {...actions} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{CUSTOMER_TEXT.tableLabel}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {CUSTOMER_TEXT.customer}
            </th>
            <th scope="col" className="px-4 py-3">
              {CUSTOMER_TEXT.username}
            </th>
            <th scope="col" className="px-4 py-3">
              {CUSTOMER_TEXT.email}
            </th>
            <th scope="col" className="px-4 py-3">
              {CUSTOMER_TEXT.joined}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {CUSTOMER_TEXT.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {customers.map((customer) => (
            <tr key={customer.id} className="hover:bg-paper">
              <th scope="row" className="px-4 py-2 font-semibold">
                <span className="flex items-center gap-3">
                  <Initials customer={customer} />
                  {fullName(customer) || (
                    <span className="font-normal text-muted">{CUSTOMER_TEXT.noName}</span>
                  )}
                </span>
              </th>
              <td className="px-4 py-2">{customer.username}</td>
              <td className="max-w-64 truncate px-4 py-2">{customer.email}</td>
              <td className="px-4 py-2 whitespace-nowrap text-muted">{formatDate(customer.date_joined)}</td>
              <td className="px-4 py-2">
                <RowActions customer={customer} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
