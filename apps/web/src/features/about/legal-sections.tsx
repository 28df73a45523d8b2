/** Terms of use and privacy, linked from the footer (/about#terms, /about#privacy). */
export function LegalSections() {
  return (
    <div className="container-page grid gap-10 py-14 md:grid-cols-2">
      <section id="terms" aria-labelledby="terms-title" className="scroll-mt-24">
        <h2 id="terms-title" className="text-2xl font-semibold">
          Terms of use
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-soft">
          <li>
            Content in the repository stays the heritage of the community it comes from; credit it when you
            share it.
          </li>
          <li>
            Sellers describe their pieces honestly, including condition (new, used or refurbished) and origin.
          </li>
          <li>Prices are in Rwandan francs. Orders are confirmed with the seller before payment.</li>
          <li>
            Respect sacred and sensitive material: some items are shown with context and cannot be downloaded.
          </li>
        </ul>
      </section>
      <section id="privacy" aria-labelledby="privacy-title" className="scroll-mt-24">
        <h2 id="privacy-title" className="text-2xl font-semibold">
          Privacy
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-soft">
          <li>We keep only what an account needs: your name, username, email and your orders.</li>
          <li>Passwords are stored hashed; we never see or send them.</li>
          <li>
            Your session stays in this browser. Without “Remember me” it ends when you close the browser.
          </li>
          <li>
            We do not sell data or show third-party advertising. Ask us at hello@heritage.rw to delete your
            account.
          </li>
        </ul>
      </section>
    </div>
  );
}
