import { Footer } from "../../components/layout/footer.tsx";
import { Navbar } from "../../components/layout/navbar.tsx";
import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

/** Placeholder: the marketplace issue replaces this screen (it brings its own sticky header). */
export default function MarketPage() {
  return (
    <>
      <Navbar />
      <main id="main" className="min-h-[60vh]">
        <PlaceholderPage title="Marketplace">
          Buy, sell and exchange heritage pieces made across Rwanda, priced in Rwandan francs.
        </PlaceholderPage>
      </main>
      <Footer />
    </>
  );
}
