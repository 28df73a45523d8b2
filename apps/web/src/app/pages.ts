import { lazy } from "react";

/**
 * Every screen is its own chunk, loaded when first shown. Guards (guards.tsx) decide before a chunk is
 * requested, so a shopper's browser never downloads the admin portal.
 */
export const HomePage = lazy(() => import("../features/landing/home-page.tsx"));
export const AboutPage = lazy(() => import("../features/about/about-page.tsx"));
export const InvolvedPage = lazy(() => import("../features/involved/involved-page.tsx"));
export const ResourcesPage = lazy(() => import("../features/resources/resources-page.tsx"));
export const ElearningPage = lazy(() => import("../features/elearning/elearning-page.tsx"));
export const MarketPage = lazy(() => import("../features/market/market-page.tsx"));
export const CartPage = lazy(() => import("../features/cart/cart-page.tsx"));
export const LoginPage = lazy(() => import("../features/auth/login-page.tsx"));
export const RegisterPage = lazy(() => import("../features/auth/register-page.tsx"));
export const AdminEntry = lazy(() => import("../features/admin/admin-entry.tsx"));
export const AdminLoginPage = lazy(() => import("../features/admin/admin-login-page.tsx"));
export const ProfilePage = lazy(() => import("../features/account/profile-page.tsx"));
export const OrdersPage = lazy(() => import("../features/account/orders-page.tsx"));
export const NotFoundPage = lazy(() => import("../features/not-found/not-found-page.tsx"));
