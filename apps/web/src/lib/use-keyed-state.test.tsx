import { act, render, screen } from "@testing-library/react";
import { useEffect, useLayoutEffect, useState } from "react";
import { describe, expect, it } from "vitest";
import { useKeyedState } from "./use-keyed-state.ts";

function Picker({ source, pokeOnCommit }: { source: string; pokeOnCommit?: string }) {
  const [value, setValue] = useKeyedState(source, source);
  // A tap played back between the first commit and the effects that follow it (decision 237's replay).
  useLayoutEffect(() => {
    if (pokeOnCommit) setValue(pokeOnCommit);
  }, [pokeOnCommit, setValue]);
  return <output data-testid="value">{value}</output>;
}

/** What the hook replaced: the source copied in by an effect, which also runs after the first commit. */
function EffectPicker({ source, pokeOnCommit }: { source: string; pokeOnCommit?: string }) {
  const [value, setValue] = useState(source);
  useEffect(() => setValue(source), [source]);
  useLayoutEffect(() => {
    if (pokeOnCommit) setValue(pokeOnCommit);
  }, [pokeOnCommit]);
  return <output data-testid="value">{value}</output>;
}

// The setter of the component drawn last, for the test to act as a person would.
let set: (value: string) => void = () => {};

function Probe({ source }: { source: string }) {
  const [value, setValue] = useKeyedState(source, source);
  set = setValue;
  return <output data-testid="value">{value}</output>;
}

/** A search box: a space still being typed survives the address catching up with the term. */
function Box({ source }: { source: string }) {
  const [text, setText] = useKeyedState(source, source, (current) => current.trim() === source.trim());
  set = setText;
  return <output data-testid="value">{JSON.stringify(text)}</output>;
}

describe("useKeyedState", () => {
  it("keeps a value set right after the first commit (an effect copying the source in loses it)", () => {
    const { unmount } = render(<EffectPicker source="" pokeOnCommit="baskets" />);
    expect(screen.getByTestId("value")).toHaveTextContent(/^$/);
    unmount();

    render(<Picker source="" pokeOnCommit="baskets" />);
    expect(screen.getByTestId("value")).toHaveTextContent("baskets");
  });

  it("starts again from the source when the source changes, and only then", () => {
    const { rerender } = render(<Probe source="a" />);
    act(() => set("typed"));
    rerender(<Probe source="a" />);
    expect(screen.getByTestId("value")).toHaveTextContent("typed");
    rerender(<Probe source="b" />);
    expect(screen.getByTestId("value")).toHaveTextContent("b");
    // Back to an earlier source: what was typed over it is not brought back.
    rerender(<Probe source="a" />);
    expect(screen.getByTestId("value")).toHaveTextContent("a");
  });

  it("holds on to the current value across a change of key when asked", () => {
    const { rerender } = render(<Box source="" />);
    act(() => set("clay "));
    rerender(<Box source="clay" />);
    expect(screen.getByTestId("value")).toHaveTextContent('"clay "');
    rerender(<Box source="" />);
    expect(screen.getByTestId("value")).toHaveTextContent('""');
  });
});
