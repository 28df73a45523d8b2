/**
 * Signing in and up (product §5), the admin sign-in's lockout, and the API's authentication errors. English
 * source; translations beside it.
 */
export const authMessages = {
  signIn: {
    usernameRequired: "Email or username is required",
    usernameInvalid: "Please enter a valid email or username (min 3 characters)",
    usernameMax: "Email or username must be at most 254 characters",
    passwordRequired: "Password is required",
    passwordMin: "Password must be at least 6 characters",
    failed: "Invalid Username or password",
  },
  signUp: {
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    usernameRequired: "Username is required",
    usernameMin: "Username must be at least 3 characters",
    usernameMax: "Username must be at most 150 characters",
    usernameInvalid: "Username contains invalid characters",
    usernameTaken: "Username already exists",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    emailTaken: "Email already exists",
    passwordRequired: "Password is required",
    passwordMin: "Password must be at least 6 characters",
    passwordMax: "Password must be at most 128 characters",
    passwordCommon: "This password is too common. Please choose one that is harder to guess.",
  },
  adminSignIn: {
    usernameRequired: "Username is required",
    usernameMin: "Username must be at least 3 characters",
    usernameMax: "Username must be at most 20 characters",
    usernameInvalid: "Username contains invalid characters",
    passwordRequired: "Password is required",
    passwordLength: "Password must be between 8 and 32 characters",
    captchaRequired: "Please complete the CAPTCHA verification",
    invalidCredentials: (remaining: number) => `Invalid credentials. ${remaining} attempt(s) remaining.`,
    tooManyAttempts: "Too many failed attempts. Account locked for 5 minutes.",
    locked: (minutes: number) => `Account temporarily locked. Please try again in ${minutes} minutes.`,
  },
  auth: {
    notAuthenticated: "Authentication credentials were not provided.",
    invalidToken: "Given token not valid for any token type",
    forbidden: "You do not have permission to perform this action.",
    invalidRefresh: "Token is invalid or expired",
    logoutConfirm: "Are you sure you want to log out?",
    tooManyRequests: "Request was throttled. Please try again in a minute.",
  },
} as const;
