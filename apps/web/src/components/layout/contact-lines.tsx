import { Mail, MapPin, Phone } from "lucide-react";

/**
 * The platform's address, telephone and e-mail, written once for the footer and the About page, each
 * line led by its icon. The two places dress them differently (dark footer, light card): `line` and
 * `link` are a line's and a link's classes, `icon` the icons'.
 */
export function ContactLines({ line, link, icon }: { line: string; link: string; icon: string }) {
  return (
    <>
      <span className={line}>
        <MapPin aria-hidden="true" className={icon} /> KG 7 Ave, Kacyiru, Kigali, Rwanda
      </span>
      <a href="tel:+250788000000" className={link}>
        <Phone aria-hidden="true" className={icon} /> +250 788 000 000
      </a>
      <a href="mailto:hello@heritage.rw" className={link}>
        <Mail aria-hidden="true" className={icon} /> hello@heritage.rw
      </a>
    </>
  );
}
