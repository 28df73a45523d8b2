import { Link, useLocation } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { saveRedirectPath } from "../../../lib/session.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";

/** The sign-in prompt's modal; its own module so the Radix dialog loads with the first prompt only. */
export function SignInPromptDialog({ productName, onClose }: { productName: string; onClose: () => void }) {
  const location = useLocation();
  const remember = () => saveRedirectPath(`${location.pathname}${location.search}`);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.signInTitle} description={t.signInToAdd(productName)} size="sm">
        <DialogActions>
          <DialogClose className={buttonClass("ghost")}>{t.cancel}</DialogClose>
          <Link to="/register" onClick={remember} className={buttonClass("secondary")}>
            {t.registerAction}
          </Link>
          <Link to="/login" onClick={remember} className={buttonClass("primary")}>
            {t.signInAction}
          </Link>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
