/** Footer columns (product §2), named by their keys in shared-texts.ts; every link goes to a real screen of the app. */
export const FOOTER_COLUMNS = [
  {
    column: "repository",
    links: [
      { link: "exploreRepository", to: "/resources" },
      { link: "gallery", to: "/resources/gallery" },
      { link: "museums", to: "/resources/museums" },
      { link: "becomeCreator", to: "/involved#contribute" },
    ],
  },
  {
    column: "market",
    links: [
      { link: "browseProducts", to: "/market" },
      { link: "myCart", to: "/market/cart" },
      { link: "myOrders", to: "/orders" },
      { link: "sellCraft", to: "/involved#sell" },
    ],
  },
  {
    column: "elearning",
    links: [
      { link: "allCourses", to: "/elearning" },
      // The courses screen filtered to one course category (the seeded slugs).
      { link: "history", to: "/elearning?category=history#frequent" },
      { link: "kinyarwanda", to: "/elearning?category=kinyarwanda#frequent" },
      { link: "teach", to: "/involved#contribute" },
    ],
  },
  {
    column: "resources",
    links: [
      { link: "values", to: "/home#values" },
      { link: "leadership", to: "/home#leadership" },
      { link: "partners", to: "/involved#partners" },
      { link: "story", to: "/about#story" },
    ],
  },
  {
    column: "support",
    links: [
      { link: "contactUs", to: "/about#contact" },
      { link: "createAccount", to: "/register" },
      { link: "signIn", to: "/login" },
      { link: "terms", to: "/about#terms" },
    ],
  },
  {
    column: "company",
    links: [
      { link: "aboutUs", to: "/about" },
      { link: "mission", to: "/home#mission" },
      { link: "involved", to: "/involved" },
      { link: "privacy", to: "/about#privacy" },
    ],
  },
] as const;
