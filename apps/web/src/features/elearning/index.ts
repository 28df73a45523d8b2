// E-learning's public entry (decision 015): the profile lists the learner's courses and certificates, and the
// admin's course forms offer the course categories.
export { useCourseCategories } from "./api/get-courses.ts";
export { MyCertificates } from "./certificates/my-certificates.tsx";
export { MyCourses } from "./course/my-courses.tsx";
