import { Outlet, Route, Routes } from "react-router";
import NotFoundPage from "../../components/layout/not-found-page.tsx";
import { RepositoryBrowse } from "./browse/repository-browse.tsx";
import { GalleryScreen } from "./gallery/gallery-screen.tsx";
import { HeritageScreen } from "./heritage/heritage-screen.tsx";
import { HomeSections } from "./home/home-sections.tsx";
import { ItemPage } from "./items/item-page.tsx";
import { ArticlePage } from "./library/article-page.tsx";
import { LibraryScreen } from "./library/library-screen.tsx";
import { MuseumDetail } from "./museums/museum-detail.tsx";
import { MuseumList } from "./museums/museum-list.tsx";
import { RepositoryHome } from "./repository/repository-home.tsx";
import { RepositoryTopBar } from "./repository/repository-top-bar.tsx";

/**
 * The digital repository (/resources/*). Each screen the spec reaches from another one has a URL of
 * its own, so a filtered gallery or a museum can be shared and the back button works.
 */
export default function ResourcesPage() {
  return (
    <Routes>
      <Route element={<WithTopBar />}>
        <Route index element={<RepositoryHome />} />
        <Route path="gallery" element={<GalleryScreen />} />
        <Route path="museums" element={<MuseumList />} />
        <Route path="museums/:key" element={<MuseumDetail />} />
        <Route path="library" element={<LibraryScreen />} />
        <Route path="articles/:id" element={<ArticlePage />} />
        <Route path="heritage" element={<HeritageScreen />} />
        <Route path="home" element={<HomeSections />} />
        {/* Every published item has a page of its own, and the whole collection a search. */}
        <Route path="items/:slug" element={<ItemPage />} />
        <Route path="search" element={<RepositoryBrowse />} />
      </Route>
      {/* A mistyped or stale link is a 404 (product §2), not a silent trip to the repository home. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function WithTopBar() {
  return (
    <>
      <RepositoryTopBar />
      <Outlet />
    </>
  );
}
