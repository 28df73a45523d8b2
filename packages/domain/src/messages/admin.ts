/**
 * The admin portal's customer screens and the stale-edit notice of every admin form (decision 075). English
 * source; translations beside it.
 */
export const adminMessages = {
  customer: {
    usernameRequired: "Username is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    loadFailed: "Failed to load customers. Please try again later.",
    deleteFailed: "Failed to delete customer. Please try again.",
    updateFailed: "Failed to update customer. Please try again.",
    deleteConfirm: "Are you sure you want to delete this customer?",
    cannotDeleteSelf: "You cannot delete your own account here.",
    cannotDeleteLastAdmin: "The last administrator cannot be deleted.",
    changed: "This customer changed since you opened it",
  },
  /** An admin form saved after someone else changed the record (decision 075). */
  staleEdit: {
    versionRequired: "The version you loaded is missing. Reload and save again.",
    changedFields: "Changed since you opened it:",
    fieldChange: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    reload: "Load the latest values",
    reloadNote: "What you typed in the fields you changed is kept.",
    reloaded: "The latest values are loaded. Check them, then save again.",
    empty: "(empty)",
    yes: "yes",
    no: "no",
    imageCount: (n: number) => `${n} image${n === 1 ? "" : "s"}`,
  },
  /** The dashboard's trends. */
  dashboard: {
    periodInvalid: "Choose a period of 7 days, 30 days or 12 months",
  },
  /** The background job queue's failure log (decision 192). */
  jobs: {
    notFound: "No such background job.",
    notFailed: "Only a job that failed for good can be retried; this one is waiting or has run.",
  },
} as const;
