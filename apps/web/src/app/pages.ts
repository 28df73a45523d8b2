import { lazyWithTexts } from "../lib/i18n/relocalized.tsx";

/**
 * Every screen is its own chunk, loaded when first shown. Guards (guards.tsx) decide before a chunk is
 * requested, so a shopper's browser never downloads the admin portal.
 * Each waits for its texts in the active language before its first render.
 */
export const HomePage = lazyWithTexts(() => import("../features/landing/home-page.tsx"));
export const AboutPage = lazyWithTexts(() => import("../features/about/about-page.tsx"));
export const InvolvedPage = lazyWithTexts(() => import("../features/involved/involved-page.tsx"));
export const ResourcesPage = lazyWithTexts(() => import("../features/resources/resources-page.tsx"));
export const ElearningPage = lazyWithTexts(() => import("../features/elearning/elearning-page.tsx"));
export const CoursePage = lazyWithTexts(() => import("../features/elearning/course/course-page.tsx"));
export const LessonPage = lazyWithTexts(() => import("../features/elearning/lesson/lesson-page.tsx"));
export const QuizPage = lazyWithTexts(() => import("../features/elearning/quiz/quiz-page.tsx"));
export const VocabularyPage = lazyWithTexts(
  () => import("../features/elearning/vocabulary/vocabulary-page.tsx"),
);
export const CertificatePage = lazyWithTexts(
  () => import("../features/elearning/certificates/certificate-page.tsx"),
);
export const MarketPage = lazyWithTexts(() => import("../features/market/market-page.tsx"));
export const CartPage = lazyWithTexts(() => import("../features/cart/cart-page.tsx"));
export const LoginPage = lazyWithTexts(() => import("../features/auth/login-page.tsx"));
export const RegisterPage = lazyWithTexts(() => import("../features/auth/register-page.tsx"));
export const ForgotPasswordPage = lazyWithTexts(() => import("../features/auth/forgot-password-page.tsx"));
export const ResetPasswordPage = lazyWithTexts(() => import("../features/auth/reset-password-page.tsx"));
export const AdminEntry = lazyWithTexts(() => import("../features/admin/admin-entry.tsx"));
export const AdminLoginPage = lazyWithTexts(() => import("../features/admin/admin-login-page.tsx"));
export const ProfilePage = lazyWithTexts(() => import("../features/account/profile-page.tsx"));
export const OrdersPage = lazyWithTexts(() => import("../features/account/orders-page.tsx"));
export const WishlistPage = lazyWithTexts(() => import("../features/account/wishlist-page.tsx"));
export const ApplyPage = lazyWithTexts(() => import("../features/creators/apply-page.tsx"));
export const MakerPage = lazyWithTexts(() => import("../features/creators/maker-page.tsx"));
export const MyContentPage = lazyWithTexts(() => import("../features/creators/my-content-page.tsx"));
export const ContributionPage = lazyWithTexts(() => import("../features/creators/contribution-page.tsx"));
export const SellingPage = lazyWithTexts(() => import("../features/selling/selling-page.tsx"));
export const NotFoundPage = lazyWithTexts(() => import("../components/layout/not-found-page.tsx"));
