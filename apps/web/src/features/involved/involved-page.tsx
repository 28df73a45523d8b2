import { Building2, HandHeart, Store } from "lucide-react";
import { PageIntro } from "../../components/layout/page-intro.tsx";
import { WayToTakePart } from "./way-to-take-part.tsx";

export default function InvolvedPage() {
  return (
    <>
      <title>Get involved · Digital Heritage Platform</title>
      <PageIntro eyebrow="Get involved" title="Everyone has something to add">
        A photograph, a song, a basket, a lesson or a collection: here is how you can take part.
      </PageIntro>
      <div className="container-page flex flex-col gap-8 py-14">
        <WayToTakePart
          id="contribute"
          Icon={HandHeart}
          title="Contribute content"
          lead="Share what your family or community holds — with its names, places and meaning."
          steps={[
            "Create a free account and tell us which community or region you are sharing from.",
            "Upload photographs, recordings or documents, and describe who and what they show.",
            "Our archivists review each item with you before it is published, and credit you by name.",
          ]}
          action={{ label: "Create an account", to: "/register" }}
        />
        <WayToTakePart
          id="sell"
          Icon={Store}
          title="Become a seller"
          lead="Artisans and cooperatives sell directly to buyers in Rwanda and abroad, priced in Rwandan francs."
          steps={[
            "Register and write to us with a few photographs of your work and where it is made.",
            "We visit or call to agree on descriptions, stock and delivery (same-day in Kigali, 2–3 days nationwide).",
            "Your pieces appear in the marketplace; you are paid by mobile money or bank transfer.",
          ]}
          action={{ label: "See the marketplace", to: "/market" }}
        />
        <WayToTakePart
          id="partners"
          Icon={Building2}
          title="Partner institutions"
          lead="Museums, archives, libraries, universities and schools can publish and teach with us."
          steps={[
            "Publish digitized collections with your own catalogue numbers and rights statements.",
            "Build courses from your collections for students in Kinyarwanda, English or French.",
            "Join joint digitization days in districts where material is most at risk.",
          ]}
          action={{ label: "Write to our partnerships team", href: "mailto:partners@heritage.rw" }}
        />
      </div>
    </>
  );
}
