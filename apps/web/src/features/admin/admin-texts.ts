/**
 * The admin portal's interface texts in one place (ARCHITECTURE: one place per feature, ready for
 * translation). Validation and error texts of SPEC §5 and §8 live in @heritage/domain/messages.
 */
export const CAPTCHA_TEXT = {
  legend: "Security check",
  complete: "Verification Complete",
  help: "Drag the shape onto the outlined target. With a keyboard: arrow keys to move, Enter to drop.",
  sliderLabel: "Slide the shape onto the target",
  targetIs: (zone: number, zones: number) => `The target is zone ${zone} of ${zones}.`,
  atStart: "At the start",
  atZone: (zone: number, zones: number) => `At zone ${zone} of ${zones}`,
  atPercent: (percent: number) => `At ${percent} percent of the track`,
  success: "Verification successful!",
  wrong: "Wrong! Try again.",
  attempt: (n: number) => `Attempt ${n} - Target position changed`,
  reset: "Reset",
} as const;

export const LOGIN_TEXT = {
  portal: "Admin Portal",
  backToSite: "Back to the site",
  heading: "Sign in to manage the marketplace",
  intro: "For administrators of the Digital Heritage marketplace.",
  username: "Username",
  password: "Password",
  remember: "Remember this device",
  submit: "Sign In Securely",
  submitting: "Authenticating...",
  lockedHint: "The form is locked. You can try again when the lock ends.",
} as const;

export const SHELL_TEXT = {
  title: "Marketplace",
  adminPortal: "Admin Portal",
  sectionsNav: "Admin sections",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  searchLabel: "Search products",
  searchPlaceholder: "Search products...",
  notifications: "Notifications",
  noNotifications: "Nothing needs your attention.",
  outOfStockNotice: (n: number) => `${n} product${n === 1 ? " is" : "s are"} out of stock`,
  userMenu: "Account menu",
  guest: "Guest",
  logout: "Logout",
  settings: "Settings",
  comingSoon: "Coming Soon",
  comingSoonNote: "This section is on its way.",
} as const;

export const SECTION_LABELS = {
  dashboard: "Dashboard",
  categories: "Categories",
  products: "Products",
  customers: "Customers",
  orders: "Orders",
  carts: "Carts",
  settings: "Settings",
} as const;
