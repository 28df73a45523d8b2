// The record form (collections/records) still imports the rule from here while its institution fields
// land (issue 15); it moves to lib/use-zod-form.ts with them, and this file goes.
export { applyServerErrors } from "../../../lib/form-errors.ts";
