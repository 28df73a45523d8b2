import { Building2, HandHeart, Store } from "lucide-react";
import { PageIntro } from "../../components/layout/page-intro.tsx";
import { aboutTexts } from "../about/index.ts";
import { WayToTakePart } from "./way-to-take-part.tsx";

export default function InvolvedPage() {
  const t = aboutTexts.involved;
  return (
    <>
      <title>{t.title}</title>
      <PageIntro eyebrow={t.eyebrow} title={t.heading}>
        {t.intro}
      </PageIntro>
      <div className="container-page flex flex-col gap-8 py-14">
        <WayToTakePart
          id="contribute"
          Icon={HandHeart}
          texts={t.contribute}
          action={{ label: t.contribute.action, to: "/register" }}
        />
        <WayToTakePart
          id="sell"
          Icon={Store}
          texts={t.sell}
          action={{ label: t.sell.action, to: "/market" }}
        />
        <WayToTakePart
          id="partners"
          Icon={Building2}
          texts={t.partners}
          action={{ label: t.partners.action, href: "mailto:partners@heritage.rw" }}
        />
      </div>
    </>
  );
}
