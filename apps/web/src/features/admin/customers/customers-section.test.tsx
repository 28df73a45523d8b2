import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";
import { fakeApi, renderSection } from "../test/fake-api.tsx";
import type { Customer } from "./api/customers.ts";
import CustomersSection from "./customers-section.tsx";

const customer = (id: number, username: string, email: string, first = "", last = ""): Customer => ({
  id,
  username,
  email,
  first_name: first,
  last_name: last,
  type: "user",
  avatar: null,
  date_joined: "2026-01-01T00:00:00Z",
  version: 1,
});
const aline = customer(5, "aline", "aline@umurage.rw", "Aline", "Uwase");
const eric = customer(6, "eric_m", "eric@example.com", "Eric", "Mugisha");

afterEach(() => vi.unstubAllGlobals());
/** How long a find waits for an answer to render on a busy machine (not a measured time). */
const SLOW = { timeout: 5000 };

const page = (results: Customer[]) => ({ count: results.length, next: null, previous: null, results });

/** GET /api/users/ searching username, email and full name without regard to case, as the server does. */
function customerServer(rows: Customer[]) {
  return fakeApi({
    "GET /api/users/": async ({ url }) => {
      const term = (url.searchParams.get("search") ?? "").toLowerCase();
      const hit = (c: Customer) =>
        [c.username, c.email, `${c.first_name} ${c.last_name}`].some((text) =>
          text.toLowerCase().includes(term),
        );
      return { status: 200, body: page(rows.filter(hit)) };
    },
    "PATCH /api/users/5/": { status: 500 },
    "DELETE /api/users/5/": [{ status: 500 }, { status: 204 }],
  });
}

function renderCustomers() {
  return renderSection(
    <>
      <CustomersSection />
      <Toaster />
    </>,
  );
}

const customerList = () => screen.findByRole("list", { name: "Customers" });

describe("CustomersSection", () => {
  it("says when there is no customer at all", async () => {
    customerServer([]);
    renderCustomers();
    expect(await screen.findByText("No customers found")).toBeInTheDocument();
  });

  it("isolates each name, so a right-to-left override stored before names refused it cannot turn the row around", async () => {
    const spoofed = customer(7, "mallory", "mallory@example.com", "\u202eenilA", "Uwase");
    customerServer([spoofed]);
    renderCustomers();
    const list = await customerList();
    const name = within(list).getByText("\u202eenilA Uwase");
    expect(name.tagName).toBe("BDI");
    expect(within(list).getByText("mallory@example.com").tagName).toBe("BDI");
  });

  it("searches by email and says when nothing matches", async () => {
    const user = userEvent.setup();
    const calls = customerServer([aline, eric]);
    renderCustomers();
    expect(within(await customerList()).getByText("@eric_m")).toBeInTheDocument();
    const search = screen.getByRole("searchbox", { name: "Search customers" });
    await user.type(search, "ALINE@umurage");
    await waitFor(() => expect(screen.queryByText("@eric_m")).not.toBeInTheDocument());
    expect(within(await customerList()).getByText("aline@umurage.rw")).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain("search=ALINE%40umurage");
    await user.clear(search);
    await user.type(search, "nobody@nowhere");
    expect(await screen.findByText("No matching customers found")).toBeInTheDocument();
  });

  it("says when the customers cannot load", async () => {
    fakeApi({ "GET /api/users/": { status: 500 } });
    renderCustomers();
    expect(await screen.findByText("Failed to load customers. Please try again later.")).toBeInTheDocument();
  });

  it("says when saving a customer fails", async () => {
    const user = userEvent.setup();
    customerServer([aline]);
    renderCustomers();
    await user.click(await screen.findByRole("button", { name: "Edit aline" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Customer" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to update customer. Please try again.",
    );
  });

  it("says when deleting fails, then deletes and refreshes every list that names the customer", async () => {
    const user = userEvent.setup();
    customerServer([aline]);
    const { queryClient } = renderCustomers();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(await screen.findByRole("button", { name: "Delete aline" }));
    const confirm = screen.getByRole("alertdialog", {
      name: "Are you sure you want to delete this customer?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete customer. Please try again.")).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    await user.click(await screen.findByRole("button", { name: "Delete aline" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Customer deleted")).toBeInTheDocument();
    for (const queryKey of [
      queryKeys.customers.lists(),
      queryKeys.orders.lists(),
      queryKeys.adminCarts.lists(),
      queryKeys.adminStats,
    ]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });

  it("refreshes the orders and carts lists after a customer is saved", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/users/": { status: 200, body: page([aline]) },
      "PATCH /api/users/5/": { status: 200, body: { ...aline, email: "aline@heritage.rw" } },
    });
    const { queryClient } = renderCustomers();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(await screen.findByRole("button", { name: "Edit aline" }));
    const email = screen.getByLabelText("Email*");
    await user.clear(email);
    await user.type(email, "aline@heritage.rw");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Customer updated")).toBeInTheDocument();
    for (const queryKey of [
      queryKeys.customers.lists(),
      queryKeys.orders.lists(),
      queryKeys.adminCarts.lists(),
    ]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });

  it("sends the version; after another admin's change, shows it and reloads keeping what was typed", async () => {
    const user = userEvent.setup();
    const current = { ...aline, last_name: "Mukamana", version: 2 };
    const calls = fakeApi({
      "GET /api/users/": { status: 200, body: page([aline]) },
      "PATCH /api/users/5/": [
        { status: 409, body: { detail: "This customer changed since you opened it", current } },
        { status: 200, body: { ...current, email: "aline@heritage.rw", version: 3 } },
      ],
    });
    renderCustomers();
    await user.click(await screen.findByRole("button", { name: "Edit aline" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Customer" });
    const email = within(dialog).getByLabelText("Email*");
    await user.clear(email);
    await user.type(email, "aline@heritage.rw");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("alert", {}, SLOW)).toHaveTextContent(
      "This customer changed since you opened it",
    );
    expect(within(dialog).getByText("Last name: Uwase → Mukamana")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Load the latest values" }));
    expect(within(dialog).getByLabelText("Last name")).toHaveValue("Mukamana");
    expect(email).toHaveValue("aline@heritage.rw");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Customer updated", {}, SLOW)).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === "PATCH").map((call) => call.body);
    expect(patches).toEqual([
      expect.objectContaining({ last_name: "Uwase", version: 1 }),
      expect.objectContaining({ last_name: "Mukamana", email: "aline@heritage.rw", version: 2 }),
    ]);
  }, 20_000);
});
