import { localized } from "../../lib/i18n/localized.ts";

/**
 * Every text of the digital repository (product §2 repository, gallery, museums, heritage and home
 * sections), in English (docs/product.md texts copied exactly); Kinyarwanda and French beside it
 * (resources-texts.rw.ts, resources-texts.fr.ts).
 */
const en = {
  title: "Digital Repository",
  docTitle: (screen: string) => `${screen} · Digital Repository`,
  loadError: "We could not load this content. Please try again.",
  retry: "Try Again",
  topBar: {
    label: "Repository sections",
    myContent: "My Content",
    openMenu: "Open repository menu",
    closeMenu: "Close repository menu",
  },
  /** The five dropdowns of the repository's top bar (product §2); where each item leads: repository-top-bar.tsx. */
  menus: {
    galleries: {
      label: "Galleries",
      items: {
        paintings: "Paintings",
        dance: "Traditional Dance",
        handicrafts: "Handicrafts",
        landscapes: "Landscapes",
        historicalArt: "Historical Art",
        festivals: "Festivals",
      },
    },
    museums: {
      label: "Museums",
      items: {
        allMuseums: "All Museums",
        historical: "Historical",
        cultural: "Cultural",
        history: "History",
        memorial: "Memorial",
        art: "Art",
      },
    },
    libraries: { label: "Libraries", items: { books: "Books", articles: "Articles" } },
    archives: { label: "Archives", items: { heritage: "Heritage & History", events: "Historical Events" } },
    digital: {
      label: "Digital Content",
      items: { highlights: "Highlights", masterpieces: "Latest masterPieces", courses: "Courses" },
    },
  },
  creator: {
    title: "Join as Creator",
    body: "Do you make, keep or study heritage? Share your work with the community as a creator.",
    yes: "Yes",
    no: "No",
  },
  hero: {
    eyebrow: "Galleries · Libraries · Museums · Archives",
    title: "Welcome to the Digital Repository",
    lead: "Artworks, museums, books and stories of Rwandan and African heritage, described with the communities they come from.",
    becomeCreator: "Become A Creator",
    explore: "Explore Content",
  },
  stats: {
    label: "What the repository holds",
    artworks: "Artworks",
    museums: "Museums & memorials",
    communities: "Communities",
    library: "Books & articles",
  },
  start: {
    title: "Where would you like to start?",
    /** Where each card leads: repository-home.tsx. */
    cards: {
      gallery: {
        title: "Paintings",
        text: "Browse the art gallery by category or search by artist and place.",
      },
      museums: {
        title: "All Museums",
        text: "Palaces, galleries and memorials across Rwanda.",
      },
      library: {
        title: "Libraries",
        text: "Books and articles on crafts, music, history and language.",
      },
      heritage: {
        title: "Archives",
        text: "Historical events and the partners who keep the archives.",
      },
      home: {
        title: "Highlights",
        text: "Masterpieces, featured categories and stories from the community.",
      },
    },
  },
  breadcrumb: { label: "Breadcrumb", repository: "Repository" },
  gallery: {
    title: "Paintings",
    section: "Galleries",
    lead: "Paintings, crafts and images of Rwandan heritage, each with its artist, community and rights.",
    searchLabel: "Search artworks",
    searchPlaceholder: "Search by title, artist or place",
    categories: "Categories",
    all: "All",
    count: (n: number) => `${n} ${n === 1 ? "artwork" : "artworks"}`,
    empty: "No artworks found",
    emptyHelp: "Try another word or category.",
    clear: "Clear filters",
    select: (title: string) => `Select ${title}`,
    open: (title: string) => `View details of ${title}`,
    by: (artist: string, year?: string) => (year ? `${artist}, ${year}` : artist),
    pages: "Gallery pages",
    /** The gallery categories (GALLERY_CATEGORIES) as shown; the values stay in the links. */
    categoryNames: {
      All: "All",
      "Traditional Dance": "Traditional Dance",
      Handicrafts: "Handicrafts",
      Landscapes: "Landscapes",
      "Historical Art": "Historical Art",
      Festivals: "Festivals",
    },
  },
  selection: {
    label: "Selected artworks",
    count: (n: number) => `${n} selected`,
    download: "Download",
    share: "Share",
    manage: "Manage in the admin portal",
    clear: "Clear selection",
    copied: "Links copied to the clipboard",
    shareTitle: "Artworks from the Digital Repository",
  },
  museums: {
    title: "Museums",
    section: "Museums",
    lead: "Rwanda's museums and memorials: what each one keeps and how to visit.",
    searchLabel: "Search museums",
    searchPlaceholder: "Search by name or place",
    categories: "Museum categories",
    all: "All",
    visit: "Visit",
    empty: "No museums found",
    emptyHelp: "Try another word or category.",
    clear: "Clear filters",
    back: "Back to Museums",
    notFound: "This museum could not be found.",
    tabs: {
      overview: "Overview",
      gallery: "Gallery",
      artifacts: "Artifacts",
      cultural: "Cultural Heritage",
      natural: "Natural History",
      exhibitions: "Virtual Exhibitions",
    },
    tabsLabel: "About this museum",
    emptyTab: "Nothing to show in this section yet.",
    location: "Location",
    hours: "Hours",
    category: "Category",
    visitInfo: "Visit information",
    related: "You may also like these",
    period: "Period",
    exhibitionTypes: { tour: "Tour", experience: "Experience", exhibition: "Exhibition" },
    featured: "Featured",
    /** The museum categories (MUSEUM_CATEGORIES) as shown; the values stay in the links. */
    categoryNames: {
      All: "All",
      Historical: "Historical",
      Cultural: "Cultural",
      History: "History",
      Memorial: "Memorial",
      Art: "Art",
    },
  },
  library: {
    title: "Libraries",
    lead: "Books and articles on Rwandan crafts, music, history and language.",
    books: "Books",
    articles: "Articles",
    by: (author: string) => `by ${author}`,
    cover: (title: string) => `Cover of ${title}`,
    readTime: (minutes: number) => `${minutes} min read`,
  },
  heritage: {
    title: "Heritage & History",
    lead: "The events that shaped Rwanda, told with care, and the partners who help keep the archives.",
    signUp: "Sign up for updates",
    partners: "Our partners",
    partnersCarousel: "Partners",
    events: "Historical events",
    eventsLead: "Three moments of Rwanda's history, from the archives.",
    categories: { rebellion: "Rebellion", conflict: "Conflict", politics: "Politics" },
  },
  home: {
    title: "Highlights",
    heroTitle: "Discover the masterpieces of Rwandan heritage",
    heroLead:
      "From Intore dancers to Imigongo panels and the hills of Lake Kivu: art made and kept by Rwanda's communities.",
    heroCta: "Open the gallery",
    bestOfBest: "The Best Of Best",
    featuredCategories: "Featured art categories",
    categoryCount: (n: number) => `${n} ${n === 1 ? "work" : "works"}`,
    masterpieces: "Latest masterPieces",
    masterpiecesCarousel: "Newest artworks",
    previous: "Previous page",
    next: "Next page",
    goToPage: (n: number) => `Go to page ${n}`,
    pause: "Pause slideshow",
    play: "Play slideshow",
    pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
    contributeTitle: "You can contribute too!",
    contributeLead: "The repository grows with what people bring to it.",
    audiences: [
      {
        question: "Are you a heritage enthusiast?",
        text: "Share photographs, stories and recordings from your family and community.",
      },
      {
        question: "Are you a cultural institution?",
        text: "Publish your collections and reach visitors and researchers far beyond your walls.",
      },
      {
        question: "Are you a researcher?",
        text: "Contribute your findings and help describe objects with the people who made them.",
      },
    ],
    contributeCta: "Become A Creator",
    exploreMuseums: "Explore museums",
    exploreMuseumsLead: "Palaces, galleries and memorials that keep Rwanda's history.",
    allMuseums: "All Museums",
    testimonials: "What our community says",
    testimonialsCarousel: "Testimonials",
    articles: "Articles",
    readTime: (minutes: number) => `${minutes} min read`,
  },
  portrait: (name: string) => `Portrait placeholder for ${name}`,
} as const;

export const T = localized(en, {
  rw: () => import("./resources-texts.rw.ts"),
  fr: () => import("./resources-texts.fr.ts"),
});
export type ResourcesTextsSource = typeof en;
