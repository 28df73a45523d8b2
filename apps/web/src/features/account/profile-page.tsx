import { Heart } from "lucide-react";
import { Link, Route, Routes } from "react-router";
import NotFoundPage from "../../components/layout/not-found-page.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { useCreatorStatus } from "../../lib/creator-status.ts";
import { lazyWithTexts } from "../../lib/i18n/relocalized.tsx";
import { ProfileCreatorSection } from "../creators/index.ts";
import { MyCertificates, MyCourses } from "../elearning/index.ts";
import { profileTexts as t } from "./account-texts.ts";
import { AddressesSection } from "./addresses/addresses-section.tsx";
import { useProfile } from "./api/get-profile.ts";
import { CommunitiesSection } from "./communities/communities-section.tsx";
import { DeleteAccountSection } from "./profile/delete-account-section.tsx";
import { PasswordForm } from "./profile/password-form.tsx";
import { ProfileDetailsForm } from "./profile/profile-details-form.tsx";
import { wishlistTexts } from "./wishlist/wishlist-texts.ts";

const card = "rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8";

/** A community's stewards' screen (decision 168): its own chunk, loaded when a steward opens it. */
const StewardPage = lazyWithTexts(() => import("./communities/steward/steward-page.tsx"));

/**
 * /profile and, below it, /profile/communities/{slug}: the steward's screen is routed here, inside the
 * profile's lazy chunk, rather than in app/router.tsx, which /market's first render carries.
 */
export default function ProfilePage() {
  return (
    <Routes>
      <Route index element={<Profile />} />
      <Route path="communities/:slug" element={<StewardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /profile: edit names, email and picture; change the password; delete the account. */
function Profile() {
  const profile = useProfile();
  const creator = useCreatorStatus();
  return (
    <section className="container-page py-10 sm:py-14" aria-labelledby="profile-title">
      <title>{t.pageTitle}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 id="profile-title" className="text-3xl font-semibold sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t.intro}</p>
      <div className="mt-8 flex max-w-3xl flex-col gap-6">
        {/* The creator card goes above the forms: waiting for it too keeps them from moving down
            under a finger (or a test's click) when it arrives after the profile. */}
        {profile.isPending || creator.isLoading ? (
          <LoadingRegion label={t.loading}>
            <Skeleton className="h-96" />
          </LoadingRegion>
        ) : profile.isError ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        ) : (
          <>
            {/* The applicant learns the decision here (and in the user menu). */}
            {creator.data && (
              <div className={card}>
                <ProfileCreatorSection status={creator.data} />
              </div>
            )}
            <div className={card}>
              <ProfileDetailsForm key={profile.data.id} user={profile.data} />
            </div>
            {profile.data.type === "user" && (
              <>
                <Link to="/wishlist" className={`${card} flex items-center gap-4 hover:border-clay sm:p-5`}>
                  <Heart aria-hidden="true" className="size-6 shrink-0 text-clay" />
                  <span>
                    <span className="block font-semibold text-ink">{wishlistTexts.title}</span>
                    <span className="block text-sm text-muted">{wishlistTexts.intro}</span>
                  </span>
                </Link>
                <div className={card}>
                  <AddressesSection />
                </div>
                {/* Members of a community see what it shares with its members (decision 165). */}
                <CommunitiesSection className={card} />
              </>
            )}
            <div className={card}>
              <PasswordForm accountType={profile.data.type} />
            </div>
            <div className={card}>
              <MyCourses />
            </div>
            <div className={card}>
              <MyCertificates />
            </div>
            <div className={card}>
              <DeleteAccountSection />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
