import { createBrowserRouter } from "react-router";
import { AuthLayout } from "../components/layout/auth-layout.tsx";
import { BareLayout } from "../components/layout/bare-layout.tsx";
import { RouteError } from "../components/layout/route-error.tsx";
import { SiteLayout } from "../components/layout/site-layout.tsx";
import { relocalizedRoutes } from "../lib/i18n/relocalized.tsx";
import { AdminGuestOnly, AdminOnly, GuestOnly, ShopperOnly, SignedInOnly } from "./guards.tsx";
import {
  AboutPage,
  AdminEntry,
  AdminLoginPage,
  ApplyPage,
  CartPage,
  CertificatePage,
  ContributionPage,
  CoursePage,
  ElearningPage,
  ForgotPasswordPage,
  HomePage,
  InvolvedPage,
  LessonPage,
  LoginPage,
  MakerPage,
  MarketPage,
  MyContentPage,
  NotFoundPage,
  OrdersPage,
  ProfilePage,
  QuizPage,
  RegisterPage,
  ResetPasswordPage,
  ResourcesPage,
  SellingPage,
  VocabularyPage,
  WishlistPage,
} from "./pages.ts";

/**
 * product §2's route table. SiteLayout gives the navigation bar and footer; the market and the admin portal
 * bring their own headers (product §2 market header, admin top bar), so they sit in BareLayout.
 */
export const routes = relocalizedRoutes([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/home", element: <HomePage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/involved", element: <InvolvedPage /> },
      // Sub-paths give the repository's screens URLs of their own (/resources/gallery...); the page
      // answers an unknown sub-path with the 404 page itself.
      { path: "/resources/*", element: <ResourcesPage /> },
      // One screen; its category filter lives in the query (/elearning?category=history#frequent).
      { path: "/elearning", element: <ElearningPage /> },
      // A course's outline and first lesson are public; the other lessons and quizzes ask the API.
      { path: "/elearning/courses/:id", element: <CoursePage /> },
      { path: "/elearning/lessons/:id", element: <LessonPage /> },
      { path: "/elearning/quizzes/:id", element: <QuizPage /> },
      { path: "/certificates/:code", element: <CertificatePage /> },
      {
        path: "/elearning/vocabulary",
        element: (
          <SignedInOnly>
            <VocabularyPage />
          </SignedInOnly>
        ),
      },
      {
        // "/*": a steward's screen, /profile/communities/{slug}, is routed inside the profile's own chunk
        // (decision 168), so that /market's first render carries no route of its own.
        path: "/profile/*",
        element: (
          <SignedInOnly>
            <ProfilePage />
          </SignedInOnly>
        ),
      },
      {
        path: "/orders",
        element: (
          <SignedInOnly>
            <OrdersPage />
          </SignedInOnly>
        ),
      },
      {
        path: "/wishlist",
        element: (
          <SignedInOnly>
            <WishlistPage />
          </SignedInOnly>
        ),
      },
      // Creators. The maker page is public; applying and "My Content" need a sign-in.
      { path: "/makers/:slug", element: <MakerPage /> },
      {
        path: "/creators/apply",
        element: (
          <SignedInOnly>
            <ApplyPage />
          </SignedInOnly>
        ),
      },
      {
        path: "/my-content",
        element: (
          <SignedInOnly>
            <MyContentPage />
          </SignedInOnly>
        ),
      },
      {
        path: "/my-content/new",
        element: (
          <SignedInOnly>
            <ContributionPage />
          </SignedInOnly>
        ),
      },
      {
        path: "/my-content/:id",
        element: (
          <SignedInOnly>
            <ContributionPage />
          </SignedInOnly>
        ),
      },
      // A maker's seller area; the server decides who is a maker.
      {
        path: "/selling/*",
        element: (
          <SignedInOnly>
            <SellingPage />
          </SignedInOnly>
        ),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/market", element: <MarketPage /> },
      {
        path: "/market/cart",
        element: (
          <ShopperOnly otherwise="/market">
            <CartPage />
          </ShopperOnly>
        ),
      },
      {
        // Every section has its own address, /admin/dashboard among them (decision 222); the admin chunk
        // reads the rest. A section is required, so a bare /admin stays the 404 page.
        path: "/admin/:section/*",
        element: (
          <AdminOnly>
            <AdminEntry />
          </AdminOnly>
        ),
      },
      {
        path: "/dhp/admin/login",
        element: (
          <AdminGuestOnly>
            <AdminLoginPage />
          </AdminGuestOnly>
        ),
      },
    ],
  },
  {
    element: <AuthLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: "/login",
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: "/register",
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      {
        path: "/forgot-password",
        element: (
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      // Not guarded: a link opened in a browser still signed in resets too (and ends that session).
      { path: "/reset-password", element: <ResetPasswordPage /> },
    ],
  },
]);

/** Made on first use: the server draws the same routes with its static router (decision 228). */
export function browserRouter() {
  return createBrowserRouter(routes);
}
