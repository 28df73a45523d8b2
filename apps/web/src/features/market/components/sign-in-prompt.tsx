import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { saveRedirectPath } from "../../../lib/session.ts";
import { marketTexts as t } from "../market-texts.ts";

type Prompt = (productName: string) => void;
const SignInPromptContext = createContext<Prompt>(() => {});

/** A visitor's add-to-cart (the server answers 401) asks them to sign in and brings them back here. */
export function useSignInPrompt(): Prompt {
  return useContext(SignInPromptContext);
}

export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const [productName, setProductName] = useState<string | null>(null);
  const location = useLocation();
  const prompt = useCallback<Prompt>((name) => setProductName(name), []);
  const remember = () => saveRedirectPath(`${location.pathname}${location.search}`);
  return (
    <SignInPromptContext.Provider value={prompt}>
      {children}
      <Dialog open={productName !== null} onOpenChange={(open) => !open && setProductName(null)}>
        <DialogContent title={t.signInTitle} description={t.signInToAdd(productName ?? "")} size="sm">
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
    </SignInPromptContext.Provider>
  );
}
