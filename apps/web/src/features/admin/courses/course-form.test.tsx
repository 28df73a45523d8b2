import type { AdminCourse } from "@heritage/domain/learning-admin";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { fakeApi, renderSection } from "../test/fake-api.tsx";
import { CourseForm } from "./course-form.tsx";

const texts = (en: string) => ({ rw: "", en, fr: "" });
const course: AdminCourse = {
  id: 7,
  slug: "imigongo",
  title: texts("Imigongo, step by step"),
  description: texts("Making a panel."),
  category: "arts",
  level: "beginner",
  teaching_language: "en",
  duration: "3 weeks",
  instructor_name: "Digital Heritage Platform",
  instructor_creator_id: null,
  image: "",
  thumbnail: "",
  price_rwf: null,
  published: true,
  quiz_attempts: 5,
  version: 4,
  modules: [],
};
const reads = {
  "GET /api/content/course-categories/": {
    status: 200,
    body: { count: 1, next: null, previous: null, results: [{ slug: "arts", name: "Arts" }] },
  },
  "GET /api/admin/learning/instructors": { status: 200, body: [] },
};

afterEach(() => vi.unstubAllGlobals());

it("shows a course's attempts at each quiz and saves the number the administrator sets", async () => {
  const user = userEvent.setup();
  const calls = fakeApi({
    ...reads,
    "PUT /api/admin/learning/courses/7": { status: 200, body: { ...course, quiz_attempts: 8, version: 5 } },
  });
  renderSection(<CourseForm course={course} onCreated={() => {}} />);
  const attempts = await screen.findByLabelText(/Attempts at each quiz/);
  expect(attempts).toHaveValue("5");
  // As in the editor, the topic is chosen once its options have arrived.
  await user.selectOptions(
    screen.getByLabelText(/Topic/),
    await screen.findByRole("option", { name: "Arts" }),
  );
  await user.clear(attempts);
  await user.type(attempts, "8");
  await user.click(screen.getByRole("button", { name: "Save course" }));
  await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
  const sent = calls.find((call) => call.method === "PUT")?.body as {
    quiz_attempts: number;
    version: number;
  };
  expect(sent.quiz_attempts).toBe(8);
  expect(sent.version).toBe(4);
});

it("shows the server's refusal of attempts outside 1 to 20 at the field, in the product's words", async () => {
  const user = userEvent.setup();
  const refusal = "Attempts at each quiz are a whole number from 1 to 20.";
  const calls = fakeApi({
    ...reads,
    "PUT /api/admin/learning/courses/7": { status: 400, body: { quiz_attempts: [refusal] } },
  });
  renderSection(<CourseForm course={course} onCreated={() => {}} />);
  const attempts = await screen.findByLabelText(/Attempts at each quiz/);
  // As in the editor, the topic is chosen once its options have arrived.
  await user.selectOptions(
    screen.getByLabelText(/Topic/),
    await screen.findByRole("option", { name: "Arts" }),
  );
  await user.clear(attempts);
  await user.type(attempts, "0");
  await user.click(screen.getByRole("button", { name: "Save course" }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(attempts).toHaveAttribute("aria-invalid", "true");
  expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ quiz_attempts: 0 });
});

it("offers a new course the default of 3 attempts", async () => {
  fakeApi(reads);
  renderSection(<CourseForm onCreated={() => {}} />);
  expect(await screen.findByLabelText(/Attempts at each quiz/)).toHaveValue("3");
});
