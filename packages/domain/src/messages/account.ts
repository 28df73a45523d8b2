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
  passwordReset: {
    requested:
      "If an account uses this email address, we have sent it a link to choose a new password. The link works once, for 30 minutes.",
    tokenRequired: "The reset link is incomplete. Open the link from the email again.",
    tokenInvalid: "This reset link is invalid, already used or expired. Ask for a new one.",
    done: "Your password has been changed. Sign in with your new password.",
    emailSubject: "Choose a new password · Digital Heritage Platform",
    emailBody: (name: string, link: string, minutes: number) =>
      `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your account on the Digital Heritage Platform. Open this link to choose a new password:\n\n${link}\n\nThe link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.\n\nThe Digital Heritage Platform team`,
  },
  addresses: {
    labelRequired: "Give this address a name, for example Home",
    labelMax: "The name must be at most 40 characters",
    tooMany: (max: number) => `You can keep at most ${max} addresses. Delete one first.`,
    notFound: "Address not found.",
  },
} as const;
