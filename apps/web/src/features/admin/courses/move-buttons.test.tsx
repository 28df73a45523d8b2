import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MoveButtons } from "./move-buttons.tsx";

/** A list kept like the admin's modules: rows keyed by name, each move saved before it shows. */
function List() {
  const [names, setNames] = useState(["Intore", "Inanga", "Ingoma"]);
  const [busy, setBusy] = useState(false);
  const move = async (from: number, to: number) => {
    setBusy(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = [...names];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as string);
    setNames(next);
    setBusy(false);
  };
  return (
    <ol>
      {names.map((name, i) => (
        <li key={name}>
          {name}
          <MoveButtons
            index={i}
            count={names.length}
            busy={busy}
            upLabel={`Move ${name} up`}
            downLabel={`Move ${name} down`}
            onMove={(to) => move(i, to)}
          />
        </li>
      ))}
    </ol>
  );
}

const order = () => screen.getAllByRole("listitem").map((row) => row.textContent);

describe("move buttons", () => {
  it("move a row by keyboard and keep the focus on it, at the other button once it reaches the end", async () => {
    const user = userEvent.setup();
    render(<List />);
    expect(screen.getByRole("button", { name: "Move Intore up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Ingoma down" })).toBeDisabled();

    screen.getByRole("button", { name: "Move Ingoma up" }).focus();
    await user.keyboard("{Enter}");
    await expect.poll(order).toEqual(["Intore", "Ingoma", "Inanga"]);
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole("button", { name: "Move Ingoma up" }));

    await user.keyboard("{Enter}");
    await expect.poll(order).toEqual(["Ingoma", "Intore", "Inanga"]);
    // At the top 'up' is disabled: the focus goes to 'down' rather than being lost.
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole("button", { name: "Move Ingoma down" }));
    await user.keyboard("{Enter}");
    await expect.poll(order).toEqual(["Intore", "Ingoma", "Inanga"]);
  });
});
