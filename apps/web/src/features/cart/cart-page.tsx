import { Footer } from "../../components/layout/footer.tsx";
import { Navbar } from "../../components/layout/navbar.tsx";
import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

/** Placeholder: the cart issue replaces this screen. Only signed-in shoppers reach it (guards.tsx). */
export default function CartPage() {
  return (
    <>
      <Navbar />
      <main id="main" className="min-h-[60vh]">
        <PlaceholderPage title="Your Cart">The pieces you have chosen, ready for checkout.</PlaceholderPage>
      </main>
      <Footer />
    </>
  );
}
