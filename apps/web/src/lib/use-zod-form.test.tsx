import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, NetworkError } from "./api-error.ts";
import { messages } from "./i18n/messages.ts";
import { useZodForm } from "./use-zod-form.ts";

const schema = z.object({ email: z.string(), name: z.string() });

function useForm() {
  return useZodForm(schema, { serverFields: ["email", "name"], defaultValues: { email: "", name: "" } });
}

describe("useZodForm's server errors, the same in every form", () => {
  it("puts each field's messages, joined, at the field and says nothing more", () => {
    const { result } = renderHook(useForm);
    act(() => {
      result.current.showServerError(
        new ApiError(400, { email: ["Email already exists", "Really."] }),
        "Failed",
      );
    });
    expect(result.current.getFieldState("email").error?.message).toBe("Email already exists Really.");
    expect(result.current.formError).toBeNull();
  });

  it("gives the form the messages of fields it does not show, and the server's detail", () => {
    const { result } = renderHook(useForm);
    act(() => {
      result.current.showServerError(
        new ApiError(400, { name: ["Too long"], avatar: ["Not a picture"] }),
        "F",
      );
    });
    expect(result.current.getFieldState("name").error?.message).toBe("Too long");
    expect(result.current.formError).toBe("Not a picture");
    act(() => {
      result.current.showServerError(new ApiError(409, { detail: "Changed meanwhile" }), "F");
    });
    expect(result.current.formError).toBe("Changed meanwhile");
  });

  it("says the form's own failure for a server fault, the network text without an answer", () => {
    const { result } = renderHook(useForm);
    act(() => {
      result.current.showServerError(
        new ApiError(500, { detail: "Internal Server Error" }),
        "Could not save",
      );
    });
    expect(result.current.formError).toBe("Could not save");
    act(() => {
      result.current.showServerError(new NetworkError(new TypeError("offline")), "Could not save");
    });
    expect(result.current.formError).toBe(messages.common.networkError);
    act(() => {
      result.current.showServerError(new ApiError(429, {}), "Could not save");
    });
    expect(result.current.formError).toBe(messages.auth.tooManyRequests);
  });
});
