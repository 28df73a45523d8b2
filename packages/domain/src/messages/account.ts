/**
 * The profile page: details, password, language and deleting the account. English source; translations
 * beside it.
 */
export const accountMessages = {
  profile: {
    firstNameMax: "First name must be at most 150 characters",
    lastNameMax: "Last name must be at most 150 characters",
    currentPasswordRequired: "Current password is required",
    currentPasswordWrong: "Current password is incorrect",
    updated: "Profile updated successfully!",
    updateFailed: "Failed to update your profile. Please try again.",
    passwordChanged: "Password changed successfully!",
    passwordFailed: "Failed to change your password. Please try again.",
    deleteConfirm:
      "Delete your account? This cannot be undone. Your orders stay with the shop without your name on the account.",
    deleteFailed: "Failed to delete your account. Please try again.",
    lastAdmin: "The last administrator cannot delete their own account.",
    languageInvalid: "Language must be rw, en or fr",
  },
} as const;
