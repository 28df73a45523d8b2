/** Footer columns (SPEC §2); every link goes to a real screen of the app. */
export const FOOTER_COLUMNS = [
  {
    title: "Digital Repository",
    links: [
      { label: "Explore the repository", to: "/resources" },
      { label: "Art gallery", to: "/resources/gallery" },
      { label: "Museums", to: "/resources/museums" },
      { label: "Become a creator", to: "/involved#contribute" },
    ],
  },
  {
    title: "Marketplace",
    links: [
      { label: "Browse products", to: "/market" },
      { label: "My cart", to: "/market/cart" },
      { label: "My orders", to: "/orders" },
      { label: "Sell your craft", to: "/involved#sell" },
    ],
  },
  {
    title: "E-Learning",
    links: [
      { label: "All courses", to: "/elearning" },
      // The courses screen filtered to one course category (the seeded slugs).
      { label: "Culture & history", to: "/elearning?category=history#frequent" },
      { label: "Kinyarwanda language", to: "/elearning?category=kinyarwanda#frequent" },
      { label: "Teach on the platform", to: "/involved#contribute" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Our heritage values", to: "/home#values" },
      { label: "Leadership voices", to: "/home#leadership" },
      { label: "Partner institutions", to: "/involved#partners" },
      { label: "Our story", to: "/about#story" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Contact us", to: "/about#contact" },
      { label: "Create an account", to: "/register" },
      { label: "Sign in", to: "/login" },
      { label: "Terms of use", to: "/about#terms" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", to: "/about" },
      { label: "Mission & vision", to: "/home#mission" },
      { label: "Get involved", to: "/involved" },
      { label: "Privacy", to: "/about#privacy" },
    ],
  },
] as const;
